/**
 * The order lifecycle as a table, with no I/O: which statuses an actor may move an order to from where it is.
 *
 *   placed ──► confirmed ──► shipped ──► delivered
 *     │            │             └──► returned (the parcel came back: refused, nobody home, …)
 *     └────────────┴─────────────┴──► cancelled
 *
 * A shopper may confirm a placed cash-on-delivery order herself (the "Confirm my order" link in the
 * order-received e-mail, or the button on the order page: lib/orders/confirmation/), and may cancel while the
 * order is placed or confirmed (nothing has left the shop yet); staff confirm it by phone, ship it (with courier and tracking number), mark it delivered, or cancel it at any point
 * before delivery (a refused parcel comes back). The shop itself (`system`) only cancels an order whose hold
 * ran out unconfirmed (lib/orders/lifecycle/lapse-holds.ts). Delivered and cancelled are final. Who owns the order
 * (an account today, a guest later) plays no part here.
 */
export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ACTOR_ROLES = ['shopper', 'staff', 'system'] as const
export type ActorRole = (typeof ACTOR_ROLES)[number]

/** Orders still on their way to the shopper: what the back office works through. */
export const OPEN_STATUSES = ['placed', 'confirmed', 'shipped'] as const satisfies readonly OrderStatus[]

const NEXT: Record<OrderStatus, Record<ActorRole, readonly OrderStatus[]>> = {
  placed: { shopper: ['confirmed', 'cancelled'], staff: ['confirmed', 'cancelled'], system: ['cancelled'] },
  confirmed: { shopper: ['cancelled'], staff: ['shipped', 'cancelled'], system: [] },
  shipped: { shopper: [], staff: ['delivered', 'returned', 'cancelled'], system: [] },
  // Staff may undo a "delivered" pressed by mistake, within UNDO_DELIVERED_MS (lib/orders/lifecycle/undo-delivered.ts).
  delivered: { shopper: [], staff: ['shipped'], system: [] },
  cancelled: { shopper: [], staff: [], system: [] },
  returned: { shopper: [], staff: [], system: [] },
}

/** The statuses `role` may move an order in status `from` to, in the order the back office shows them. */
export function allowedNextStatuses(from: OrderStatus, role: ActorRole): readonly OrderStatus[] {
  return NEXT[from][role]
}

export function isAllowedTransition(from: OrderStatus, to: OrderStatus, role: ActorRole): boolean {
  return allowedNextStatuses(from, role).includes(to)
}

/** Shipping is recorded with the courier's name and its tracking number, so the shopper can follow it. */
export function needsShipment(to: OrderStatus): boolean {
  return to === 'shipped'
}

/**
 * Cancelling, or a parcel that came back, puts every line's quantity back in stock, in the same transaction;
 * but not a parcel that came back damaged, which is not there to sell again (staff receive what they mend).
 */
export function returnsStock(to: OrderStatus, returnReason?: ReturnReason): boolean {
  return to === 'cancelled' || (to === 'returned' && returnReason !== 'damaged')
}

/**
 * Why a shipped cash-on-delivery parcel came back, as staff pick it: refused at the door, nobody there to take
 * it, an address the courier could not find, or damaged on the way.
 */
export const RETURN_REASONS = ['refused', 'nobody-home', 'wrong-address', 'damaged'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/**
 * Why staff cancelled an order, as they pick it and as the shopper's e-mail says it: she asked, she could not
 * be reached to confirm, an item sold out, the address is beyond the couriers, or it repeated another order.
 */
export const CANCEL_REASONS = [
  'shopper-asked',
  'unreachable',
  'out-of-stock',
  'undeliverable',
  'duplicate',
] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

/** A returned parcel is recorded with its reason. */
export function needsReturnReason(to: OrderStatus): boolean {
  return to === 'returned'
}

export function isOpenStatus(status: OrderStatus): boolean {
  return (OPEN_STATUSES as readonly OrderStatus[]).includes(status)
}
