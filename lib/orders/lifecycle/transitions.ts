/**
 * The order lifecycle as a table, with no I/O: which statuses an actor may move an order to from where it is.
 *
 *   placed ──► confirmed ──► shipped ──► delivered
 *     └──────────┴─────────────┴──► cancelled
 *
 * A shopper may confirm a placed cash-on-delivery order herself (the "Confirm my order" link in the
 * order-received e-mail, or the button on the order page: lib/orders/confirmation/), and may cancel while the
 * order is placed or confirmed (nothing has left the shop yet); staff confirm it by phone, ship it (with courier and tracking number), mark it delivered, or cancel it at any point
 * before delivery (a refused parcel comes back). The shop itself (`system`) only cancels an order whose hold
 * ran out unconfirmed (lib/orders/lifecycle/lapse-holds.ts). Delivered and cancelled are final. Who owns the order
 * (an account today, a guest later) plays no part here.
 */
export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ACTOR_ROLES = ['shopper', 'staff', 'system'] as const
export type ActorRole = (typeof ACTOR_ROLES)[number]

/** Orders still on their way to the shopper: what the back office works through. */
export const OPEN_STATUSES = ['placed', 'confirmed', 'shipped'] as const satisfies readonly OrderStatus[]

const NEXT: Record<OrderStatus, Record<ActorRole, readonly OrderStatus[]>> = {
  placed: { shopper: ['confirmed', 'cancelled'], staff: ['confirmed', 'cancelled'], system: ['cancelled'] },
  confirmed: { shopper: ['cancelled'], staff: ['shipped', 'cancelled'], system: [] },
  shipped: { shopper: [], staff: ['delivered', 'cancelled'], system: [] },
  delivered: { shopper: [], staff: [], system: [] },
  cancelled: { shopper: [], staff: [], system: [] },
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

/** Cancelling puts every line's quantity back in stock, in the same transaction. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'cancelled'
}

export function isOpenStatus(status: OrderStatus): boolean {
  return (OPEN_STATUSES as readonly OrderStatus[]).includes(status)
}
