import type { OrderHistoryEntry } from '../order-doc'
import { courierName } from '../shipping/couriers'
import type { CancelReason, OrderStatus, ReturnReason } from './transitions'

/** The one place that puts the lifecycle into plain words, for the shopper's pages and the back office. */
const LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
}

/** Why staff cancelled, as the history and the back office say it. */
export const CANCEL_REASON_WORDS: Record<CancelReason, string> = {
  'shopper-asked': 'the shopper asked',
  unreachable: 'could not reach the shopper to confirm',
  'out-of-stock': 'an item sold out',
  undeliverable: 'no courier delivers to the address',
  duplicate: 'repeats another order',
}

/** Why a parcel came back, as the history and the back office say it. */
export const RETURN_REASON_WORDS: Record<ReturnReason, string> = {
  refused: 'refused at the door',
  'nobody-home': 'nobody was home to take it',
  'wrong-address': 'the courier could not find the address',
  damaged: 'damaged on the way',
}

export function orderStatusLabel(status: OrderStatus): string {
  return LABELS[status]
}

/** Who reads the history: the shopper ("Cancelled by you") or the shop's staff ("Cancelled by the shopper"). */
export type Audience = 'shopper' | 'staff'

/** One history entry as a sentence: "Confirmed by phone", "Shipped with TCS, tracking 123". */
export function historyLine(entry: OrderHistoryEntry, audience: Audience): string {
  switch (entry.status) {
    case 'placed':
      return 'Order placed'
    case 'confirmed':
      if (entry.by.role === 'shopper')
        return audience === 'shopper' ? 'Confirmed by you' : 'Confirmed by the shopper'
      return 'Confirmed by phone'
    case 'shipped':
      if (entry.undo) return 'Delivery undone: on its way again'
      return entry.courier && entry.tracking
        ? `Shipped with ${courierName(entry.courier)}, tracking ${entry.tracking}`
        : 'Shipped'
    case 'delivered':
      return 'Delivered'
    case 'cancelled':
      if (entry.by.role === 'shopper')
        return audience === 'shopper' ? 'Cancelled by you' : 'Cancelled by the shopper'
      if (entry.by.role === 'system') return 'Cancelled: not confirmed within 24 hours'
      if (audience === 'shopper') return 'Cancelled by Fatin'
      return entry.cancelReason
        ? `Cancelled by staff: ${CANCEL_REASON_WORDS[entry.cancelReason]}`
        : 'Cancelled by staff'
    case 'returned':
      return entry.reason ? `Came back: ${RETURN_REASON_WORDS[entry.reason]}` : 'Came back'
  }
}

/** The verbs on the back office's buttons, one per step it can take. */
const STEP_LABELS: Record<OrderStatus, string> = {
  placed: 'Mark placed',
  confirmed: 'Confirm order',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  returned: 'Mark returned',
}

/** The button for moving an order in `from` to `to`: "Undo delivered" rather than "Mark shipped" again. */
export function stepLabel(to: OrderStatus, from?: OrderStatus): string {
  if (from === 'delivered' && to === 'shipped') return 'Undo delivered'
  return STEP_LABELS[to]
}
