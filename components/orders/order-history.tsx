import { currentUid } from '@/lib/shopper/current-shopper'
import { listOrders } from '@/lib/orders/orders'
import type { Locale } from '@/lib/i18n/locales'
import { currentLocale } from '@/lib/i18n/server-locale'
import { OrderHistoryList } from './order-history-list'

/**
 * The account page's order history: the shopper's orders, newest first. Pass the uid of the verified
 * session (AccountView has it as user.id); without one it reads the session itself. Request-time: render it
 * inside the account page's <Suspense>.
 */
export async function OrderHistory({ uid, locale }: { uid?: string; locale?: Locale }) {
  const owner = uid ?? (await currentUid())
  if (!owner) return null
  return <OrderHistoryList orders={await listOrders(owner)} locale={locale ?? (await currentLocale())} />
}
