import type { Order } from '@/lib/orders/order-doc'

/**
 * "Mark delivered" is one click, so staff can take it back for a while: a parcel marked delivered by mistake
 * (the courier's app said so, the shopper says not) goes back to shipped, with the courier and tracking it
 * had, and the step is recorded in the history. After this long the delivery stands.
 */
export const UNDO_DELIVERED_MS = 48 * 60 * 60 * 1000

/** Whether staff may still undo this order's delivery at `now`. */
export function canUndoDelivered(order: Pick<Order, 'status' | 'history'>, now: Date): boolean {
  if (order.status !== 'delivered') return false
  const delivered = order.history.findLast((entry) => entry.status === 'delivered')
  return (
    delivered?.at !== null &&
    delivered?.at !== undefined &&
    now.getTime() - Date.parse(delivered.at) <= UNDO_DELIVERED_MS
  )
}

/** Whether a change from `from` to `to` is undoing a delivery. */
export function isUndoDelivered(from: Order['status'], to: Order['status']): boolean {
  return from === 'delivered' && to === 'shipped'
}
