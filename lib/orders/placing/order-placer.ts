import 'server-only'
import type { Firestore } from '@/lib/firebase/firestore-types'
import type { RateKey } from '@/lib/rate-limit/rate-limit'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'

/**
 * Who places an order, for the limits on placing orders: a signed-in account, or a guest, known by the random
 * id in their `fatin_guest` cookie and by the mobile number they typed (stored as +923XXXXXXXXX). A guest is
 * counted under both, so a new cookie alone does not reset a limit, nor does a new number alone.
 */
export type OrderPlacer =
  { kind: 'account'; uid: string } | { kind: 'guest'; guestId: string; mobile: string }

/**
 * Cash on delivery costs the shop a phone call and a courier for every order, so one placer may have at most
 * this many orders waiting for confirmation (status `placed`); the next is refused until one is confirmed.
 */
export const MAX_OPEN_ORDERS = 3

/** The keys Place order presses count against: the account, or the guest's cookie id and mobile number. */
export function placerRateKeys(placer: OrderPlacer): RateKey[] {
  if (placer.kind === 'account') return [{ kind: 'account', uid: placer.uid }]
  return [
    { kind: 'guest', id: placer.guestId },
    { kind: 'mobile', mobile: placer.mobile },
  ]
}

/**
 * The placer's unconfirmed orders, at most MAX_OPEN_ORDERS per query (enough to decide): one query for an
 * account, two for a guest (by cookie id and by mobile; each must stay under the cap). Two equality filters
 * need no composite index: Firestore merges the single-field indexes.
 */
export function openOrdersQueries(db: Firestore, placer: OrderPlacer) {
  const orders = db.collection(ORDERS_COLLECTION)
  const open = (field: string, value: string) =>
    orders.where(field, '==', value).where('status', '==', 'placed').limit(MAX_OPEN_ORDERS)
  if (placer.kind === 'account') return [open('uid', placer.uid)]
  return [open('guestId', placer.guestId), open('contactMobile', placer.mobile)]
}
