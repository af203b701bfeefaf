import type { Locale } from '@/lib/i18n/locales'
import { formatPakistaniMobile } from '@/lib/checkout/pakistani-mobile'
import type { Order } from '@/lib/orders/order-doc'
import { confirmTexts } from './confirm-texts'

/**
 * In place of the order page's "Confirm my order" button for a guest, or an account whose address is not
 * verified yet: only the e-mail's link proves the order's address is hers, so the page says where it went,
 * or, when the address had had its day's mail, that nothing went and the shop will call instead.
 */
export function ConfirmFromEmail({ order, locale }: { order: Order; locale: Locale }) {
  const texts = confirmTexts[locale]
  const email = order.contact?.email ?? ''
  return (
    <p
      data-testid="confirm-from-email"
      className="border-brand-200 bg-brand-50/60 text-ink/80 rounded-2xl border p-4 text-sm"
    >
      {order.receiptNotSent
        ? texts.mailNotSent(email, formatPakistaniMobile(order.contact?.mobile ?? order.address.mobile))
        : order.receiptHeld
          ? texts.verifyToConfirm(email)
          : texts.confirmFromEmail(email)}
    </p>
  )
}
