import { shippingRules } from '@/data/shipping'
import { leftToRight } from '@/lib/i18n/bidi'
import { defineTexts } from '@/lib/i18n/define-texts'
import { formatCents } from '@/lib/format/price'

/** The one sentence on delivery charges that the product page, the bag, the checkout and the order page show. */
export const deliveryRuleTexts = defineTexts(
  'delivery rule',
  { rule: shippingRules.summary },
  {
    rule: `ڈسکاؤنٹ کے بعد ${leftToRight(formatCents(shippingRules.freeFromCents))} یا اس سے زیادہ کے آرڈر پر پورے پاکستان میں مفت ڈیلیوری؛ ورنہ ${leftToRight(formatCents(shippingRules.flatFeeCents))} کی فلیٹ فیس۔`,
  },
)
