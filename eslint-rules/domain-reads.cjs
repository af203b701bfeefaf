// @ts-check
/**
 * GUIDE 11: each domain keeps its Firestore reads in one module. This rule refuses, outside the files a domain
 * lists, the two ways code reaches a domain's collection: importing its collection name or document
 * reference helper (e.g. CARTS_COLLECTION, cartRef), and naming the collection as a literal
 * (`.collection('carts')`). Everything else reads through the domain's read module (lib/cart/cart-reads.ts
 * ...). The files allowed besides the read module are the ones that must hold a reference: the converters
 * that define the name, and the transactions that read with `tx.get(ref)` before they write. Tests are not
 * checked (they seed and inspect the emulator's data), nor scripts/.
 *
 * It cannot see a collection name built at run time or passed through a variable of another name; the
 * names are constants in one file each, so that would have to be done on purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, so Jest and the flat config load it as is
const path = require('node:path')

/** Files that read several domains in ONE Firestore round trip (getAll), with each domain's refs and converters. */
const ONE_ROUND_TRIP = ['lib/shopper/account-docs.ts', 'lib/checkout/checkout-docs.ts']

/** @type {Array<{ domain: string, collections: string[], names: string[], allow: string[] }>} */
const DOMAINS = [
  {
    domain: 'bag',
    collections: ['carts'],
    names: ['CARTS_COLLECTION', 'cartRef'],
    allow: [
      'lib/cart/cart-reads.ts',
      'lib/cart/cart-doc.ts',
      // transactions that change a bag
      'lib/cart/cart-store.ts',
      'lib/shopper/merge-guest-data.ts',
      'lib/orders/placing/place-order-core.ts',
      ...ONE_ROUND_TRIP,
    ],
  },
  {
    domain: 'wishlist',
    collections: ['wishlists'],
    names: ['WISHLISTS_COLLECTION', 'wishlistRef'],
    allow: [
      'lib/wishlist/wishlist-reads.ts',
      'lib/wishlist/wishlist-doc.ts',
      'lib/wishlist/wishlist-store.ts',
      'lib/shopper/merge-guest-data.ts',
      'lib/shopper/account-docs.ts',
    ],
  },
  {
    domain: 'profile',
    collections: ['users'],
    names: ['USERS_COLLECTION', 'profileRef'],
    allow: ['lib/auth/profile-reads.ts', 'lib/auth/profile.ts', ...ONE_ROUND_TRIP],
  },
  {
    domain: 'orders',
    collections: ['orders', 'orderCounts'],
    names: ['ORDERS_COLLECTION', 'ORDER_COUNTS_COLLECTION', 'orderRef', 'orderCountRef'],
    allow: [
      'lib/orders/order-reads.ts',
      'lib/orders/order-doc.ts',
      'lib/staff/staff-order-reads.ts',
      // transactions that change orders, and the queries they read in the transaction
      'lib/orders/placing/place-order-core.ts',
      'lib/orders/placing/order-placer.ts',
      'lib/orders/lifecycle/change-status.ts',
      'lib/orders/linking/link-guest-orders.ts',
      'lib/mail/held-receipts.ts',
      'lib/mail/resend-confirmation.ts',
      // the staff digest reads the new orders in the transaction that marks them mailed
      'lib/staff/order-digest.ts',
      // a cancellation gives the first-order discount back in its transaction (the account's count)
      'lib/orders/placing/first-order-claims.ts',
      'lib/checkout/checkout-docs.ts',
      // the migration that adds missing search keys to every order (it reads through order-reads.ts)
      'lib/orders/lookup/backfill-lookup-keys.ts',
      // the migration that marks orders the shopper confirmed, each in a transaction that reads it again
      'lib/orders/lifecycle/backfill-shopper-confirmed.ts',
    ],
  },
  {
    domain: 'stock',
    collections: ['stock'],
    names: ['STOCK_COLLECTION', 'stockRef'],
    allow: [
      'lib/stock/stock-reads.ts',
      'lib/stock/stock-doc.ts',
      // every stock write, in the transaction that read the figures, and the one-off migration's listing
      'lib/stock/stock-ledger.ts',
      'lib/stock/migrate-variant-stock.ts',
      'lib/shopper/account-docs.ts',
    ],
  },
  {
    domain: 'stock alerts',
    collections: ['stockAlerts'],
    names: ['STOCK_ALERTS_COLLECTION', 'alertRef', 'waitingForVariant'],
    allow: [
      'lib/stock/back-in-stock/alert-reads.ts',
      // the transactions that store, confirm and fulfil a request
      'lib/stock/back-in-stock/stock-alerts.ts',
      'lib/stock/back-in-stock/back-in-stock-hooks.ts',
    ],
  },
  {
    domain: 'newsletter',
    collections: ['newsletter'],
    names: ['NEWSLETTER_COLLECTION', 'subscriptionRef'],
    allow: [
      'lib/newsletter/newsletter-reads.ts',
      'lib/newsletter/subscriptions.ts',
      'lib/newsletter/confirm-subscription.ts',
      'lib/newsletter/unsubscribe.ts',
    ],
  },
  {
    domain: 'campaigns',
    collections: ['shortLinks', 'campaigns', 'campaignCounterShards'],
    names: [
      'SHORT_LINKS_COLLECTION',
      'CAMPAIGNS_COLLECTION',
      'COUNTER_SHARDS_COLLECTION',
      'shortLinkRef',
      'campaignRef',
      'counterShardRef',
    ],
    allow: [
      'lib/campaigns/campaign-reads.ts',
      'lib/campaigns/campaign-docs.ts',
      // the short link's transaction, and the counters' blind increments
      'lib/campaigns/short-links.ts',
      'lib/campaigns/campaign-counters.ts',
    ],
  },
  {
    domain: 'mail outbox',
    collections: ['mail'],
    names: ['MAIL_COLLECTION', 'mailRef', 'newMailRef'],
    allow: [
      'lib/mail/outbox-reads.ts',
      'lib/mail/outbox-doc.ts',
      'lib/mail/queue-mail.ts',
      'lib/mail/sender/mail-sender.ts',
      'lib/staff/order-digest.ts',
      'lib/newsletter/subscriptions.ts',
      // the back-in-stock request's confirmation, the receipt that tells the shoppers waiting, staff's low-stock mail
      'lib/stock/back-in-stock/stock-alerts.ts',
      'lib/stock/back-in-stock/back-in-stock-hooks.ts',
      'lib/staff/low-stock-digest.ts',
    ],
  },
]

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Only a domain's read module (and its listed transactions) reach its Firestore collection.",
    },
    schema: [{ type: 'array' }],
    messages: {
      name: '{{name}} reaches the {{domain}} collection: read through {{module}} (GUIDE 11), or list this file in eslint-rules/domain-reads.cjs if it is a transaction that must.',
      literal:
        ".collection('{{collection}}') reaches the {{domain}} collection: read through {{module}} (GUIDE 11).",
    },
  },
  create(context) {
    /** @type {typeof DOMAINS} */
    const domains = context.options[0] ?? DOMAINS
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/')
    const outside = domains.filter((domain) => !domain.allow.includes(file))
    if (outside.length === 0) return {}
    const byName = new Map(outside.flatMap((domain) => domain.names.map((name) => [name, domain])))
    const byCollection = new Map(
      outside.flatMap((domain) => domain.collections.map((name) => [name, domain])),
    )
    return {
      ImportSpecifier(node) {
        const name = node.imported.type === 'Identifier' ? node.imported.name : String(node.imported.value)
        const domain = byName.get(name)
        if (domain)
          context.report({
            node,
            messageId: 'name',
            data: { name, domain: domain.domain, module: domain.allow[0] },
          })
      },
      CallExpression(node) {
        const callee = node.callee
        const argument = node.arguments[0]
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
        if (callee.property.name !== 'collection' || argument?.type !== 'Literal') return
        const domain = byCollection.get(String(argument.value))
        if (domain) {
          const data = { collection: String(argument.value), domain: domain.domain, module: domain.allow[0] }
          context.report({ node, messageId: 'literal', data })
        }
      },
    }
  },
}

module.exports = { DOMAINS, rules: { 'domain-reads': rule } }
