import type { Locale } from '@/lib/i18n/locales'
import type { Order } from '@/lib/orders/order-doc'
import { confirmTexts } from './confirm-texts'

/**
 * In place of the order page's "Confirm my order" button for a guest, or an account whose address is not
 * verified yet: only the e-mail's link proves the order's address is hers, so the page says where it went.
 */
export function ConfirmFromEmail({ order, locale }: { order: Order; locale: Locale }) {
  const texts = confirmTexts[locale]
  const email = order.contact?.email ?? ''
  return (
    <p
      data-testid="confirm-from-email"
      className="border-brand-200 bg-brand-50/60 text-ink/80 rounded-2xl border p-4 text-sm"
    >
      {order.receiptHeld ? texts.verifyToConfirm(email) : texts.confirmFromEmail(email)}
    </p>
  )
}
