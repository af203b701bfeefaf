import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import type { Firestore } from '@/lib/firebase/firestore-types'
import type { Order } from '@/lib/orders/order-doc'
import { ordersOfMobile } from './staff-order-reads'

/** Enough to see a pattern; a number with more orders than this is looked at by hand. */
const RISK_CAP = 50

/**
 * A parcel that came back: staff marked it `returned`, with a reason (refused at the door, nobody home, …), or,
 * before that status existed, cancelled it after it had shipped. An order cancelled before it shipped cost the
 * shop nothing and says nothing about the shopper.
 */
export function cameBack(order: Pick<Order, 'status' | 'history'>): boolean {
  if (order.status === 'returned') return true
  return order.status === 'cancelled' && order.history.some((entry) => entry.status === 'shipped')
}

/** Why it came back, when staff said. */
export function returnReasonOf(order: Pick<Order, 'history'>) {
  return order.history.findLast((entry) => entry.status === 'returned')?.reason
}

/**
 * The risk hint on a staff order page: the same mobile number's earlier orders whose parcel came back,
 * newest first. Queried on the flat `contactMobile` (the local Firestore emulator cannot query a field inside
 * a map, lib/orders/order-doc.ts); orders placed before contacts were stored are not found. Callers must
 * have checked the staff claim.
 */
export async function earlierReturnedOrders(
  order: Pick<Order, 'id' | 'createdAt' | 'contact'>,
  db: Firestore = adminDb(),
): Promise<Order[]> {
  const mobile = order.contact?.mobile
  if (!mobile) return []
  const earlier = await ordersOfMobile(db, mobile, RISK_CAP)
  // An order still being written has no createdAt yet: everything else came before it.
  const placed = order.createdAt ?? '9999'
  return earlier
    .filter((other) => other.id !== order.id && cameBack(other))
    .filter((other) => (other.createdAt ?? '') < placed)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
}
