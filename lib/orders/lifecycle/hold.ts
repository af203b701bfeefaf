import { CONFIRM_LINK_TTL_MS } from '@/lib/orders/confirmation/confirm-token'
import type { Order } from '@/lib/orders/order-doc'

/**
 * An unconfirmed cash-on-delivery order holds its stock for as long as its "Confirm my order" link works
 * (24 hours; a link resent by staff stretches it), then lapses (lib/orders/lifecycle/lapse-holds.ts).
 */
export const HOLD_MS = CONFIRM_LINK_TTL_MS

/** When a hold that starts at `from` ends. */
export function holdEndFrom(from: Date): Date {
  return new Date(from.getTime() + HOLD_MS)
}

/** Whether `order` is still waiting for confirmation after its hold ended. */
export function isHoldDue(order: Pick<Order, 'status' | 'holdUntil'>, now: Date): boolean {
  return order.status === 'placed' && order.holdUntil !== null && Date.parse(order.holdUntil) <= now.getTime()
}
