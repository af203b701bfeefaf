import { CONFIRM_LINK_TTL_MS } from './confirm-token'
import type { Order } from '@/lib/orders/order-doc'

/**
 * Where an order stands in the cash-on-delivery confirmation loop, read from its history (no field of its
 * own, so it cannot disagree with the history): confirmed by the shopper herself (when), still awaiting her
 * (placed and nobody has confirmed it; `overdue` once 24 hours have passed, as long as the e-mail's link
 * lasts), or neither (staff confirmed it by phone, or it was cancelled before she did).
 */
export type ShopperConfirmation =
  { state: 'confirmed'; at: string | null } | { state: 'awaiting'; overdue: boolean } | { state: 'none' }

export function shopperConfirmation(
  order: Pick<Order, 'status' | 'history' | 'createdAt'>,
  now: Date,
): ShopperConfirmation {
  const entry = order.history.find((item) => item.status === 'confirmed' && item.by.role === 'shopper')
  if (entry) return { state: 'confirmed', at: entry.at }
  if (order.status !== 'placed') return { state: 'none' }
  const placed = order.createdAt ? new Date(order.createdAt).getTime() : now.getTime()
  return { state: 'awaiting', overdue: now.getTime() - placed > CONFIRM_LINK_TTL_MS }
}
