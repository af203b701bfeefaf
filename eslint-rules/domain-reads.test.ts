import { join } from 'node:path'
import { type Rule, RuleTester } from 'eslint'

// The rule is plain CommonJS so eslint.config.mjs and this test load the same file without a build step.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('./domain-reads.cjs') as { rules: Record<string, Rule.RuleModule> }
const rule = plugin.rules['domain-reads']!

const at = (file: string) => join(process.cwd(), file)
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })

tester.run('domain-reads', rule, {
  valid: [
    // Anyone may call a read module.
    { filename: at('lib/shopper/summary.ts'), code: "import { readGuestCart } from '@/lib/cart/cart-reads'" },
    // The read module itself holds the reference.
    {
      filename: at('lib/cart/cart-reads.ts'),
      code: "import { CARTS_COLLECTION } from './cart-doc'\nexport const cartRef = (db, uid) => db.collection(CARTS_COLLECTION).doc(uid)",
    },
    // A listed transaction may take the reference and read inside it.
    {
      filename: at('lib/orders/placing/place-order-core.ts'),
      code: "import { cartRef } from '@/lib/cart/cart-reads'\nawait tx.get(cartRef(db, uid))",
    },
    // Another domain's collection is not this rule's business in its own read module.
    { filename: at('lib/orders/order-reads.ts'), code: "db.collection('orders').doc(id).get()" },
  ],
  invalid: [
    {
      // A component reading the newsletter collection (what components/newsletter/newsletter-confirm-page.tsx did).
      filename: at('components/newsletter/newsletter-confirm-page.tsx'),
      code: "import { NEWSLETTER_COLLECTION } from '@/lib/newsletter/newsletter-reads'\nawait db.collection(NEWSLETTER_COLLECTION).doc(key).get()",
      errors: [{ messageId: 'name' }],
    },
    {
      // A module reading the bag on its own, through the reference helper, even renamed.
      filename: at('lib/checkout/actions.ts'),
      code: "import { cartRef as bag } from '@/lib/cart/cart-reads'\nawait bag(db, uid).get()",
      errors: [{ messageId: 'name' }],
    },
    {
      // The collection named as a literal.
      filename: at('lib/staff/risk-hint.ts'),
      code: "await db.collection('orders').where('contactMobile', '==', mobile).get()",
      errors: [{ messageId: 'literal' }],
    },
    {
      // A read module of one domain does not get to read another's.
      filename: at('lib/cart/cart-reads.ts'),
      code: "import { stockRef } from '@/lib/stock/stock-reads'\nawait db.collection('users').doc(uid).get()",
      errors: [{ messageId: 'name' }, { messageId: 'literal' }],
    },
  ],
})
