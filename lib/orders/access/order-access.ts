import type { Order } from '@/lib/orders/order-doc'

/** Who is looking at /orders/{id}: the verified session's uid (or null) and the ids their proof cookie lists. */
export type OrderViewer = { uid: string | null; provenOrderIds: readonly string[] }

/**
 * The one rule for who may see an order: an account's order by that account only; a guest's order (no uid)
 * by a browser whose signed proof cookie lists it (it placed the order, or looked it up with the order number
 * and mobile number), whoever is signed in there. Everyone else gets the same "not found".
 */
export function canViewOrder(order: Pick<Order, 'id' | 'uid'>, viewer: OrderViewer): boolean {
  if (order.uid !== null) return order.uid === viewer.uid
  return viewer.provenOrderIds.includes(order.id)
}
