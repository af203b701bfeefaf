import {
  ACTOR_ROLES,
  allowedNextStatuses,
  isAllowedTransition,
  isOpenStatus,
  needsShipment,
  ORDER_STATUSES,
  type ActorRole,
  type OrderStatus,
  returnsStock,
  RETURN_REASONS,
} from './transitions'

/** Every allowed move, written out by hand: anything not listed here must be refused. */
const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus, ActorRole]> = [
  ['placed', 'confirmed', 'shopper'],
  ['placed', 'cancelled', 'shopper'],
  ['confirmed', 'cancelled', 'shopper'],
  ['placed', 'confirmed', 'staff'],
  ['placed', 'cancelled', 'staff'],
  ['confirmed', 'shipped', 'staff'],
  ['confirmed', 'cancelled', 'staff'],
  ['shipped', 'delivered', 'staff'],
  ['shipped', 'cancelled', 'staff'],
  ['shipped', 'returned', 'staff'],
  // Undoing a delivery marked by mistake (within a window: undo-delivered.ts).
  ['delivered', 'shipped', 'staff'],
  // The shop itself only lets an unconfirmed order lapse.
  ['placed', 'cancelled', 'system'],
]

const everyMove = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) => ACTOR_ROLES.map((role) => [from, to, role] as const)),
)

describe('the order lifecycle table', () => {
  it.each(everyMove)('%s → %s by %s is allowed only if listed', (from, to, role) => {
    const listed = ALLOWED.some(([f, t, r]) => f === from && t === to && r === role)
    expect(isAllowedTransition(from, to, role)).toBe(listed)
  })

  it('offers staff the steps in the order they happen, cancel last', () => {
    expect(allowedNextStatuses('placed', 'staff')).toEqual(['confirmed', 'cancelled'])
    expect(allowedNextStatuses('confirmed', 'staff')).toEqual(['shipped', 'cancelled'])
    expect(allowedNextStatuses('shipped', 'staff')).toEqual(['delivered', 'returned', 'cancelled'])
  })

  it('ends at cancelled and returned for everyone, and at delivered but for staff undoing it', () => {
    expect(allowedNextStatuses('delivered', 'staff')).toEqual(['shipped'])
    for (const role of ACTOR_ROLES) {
      if (role !== 'staff') expect(allowedNextStatuses('delivered', role)).toEqual([])
      expect(allowedNextStatuses('cancelled', role)).toEqual([])
      expect(allowedNextStatuses('returned', role)).toEqual([])
    }
  })

  it('lets a shopper confirm only a placed order, and never ship, deliver, nor cancel once shipped', () => {
    expect(allowedNextStatuses('placed', 'shopper')).toEqual(['confirmed', 'cancelled'])
    for (const from of ORDER_STATUSES.filter((status) => status !== 'placed')) {
      expect(allowedNextStatuses(from, 'shopper').every((to) => to === 'cancelled')).toBe(true)
    }
    expect(isAllowedTransition('shipped', 'cancelled', 'shopper')).toBe(false)
  })

  it('asks for courier and tracking only when shipping, and returns stock when cancelled or returned', () => {
    expect(ORDER_STATUSES.filter(needsShipment)).toEqual(['shipped'])
    expect(ORDER_STATUSES.filter((to) => returnsStock(to))).toEqual(['cancelled', 'returned'])
  })

  it('puts nothing back from a parcel that came back damaged: it is not there to sell again', () => {
    expect(RETURN_REASONS.filter((reason) => returnsStock('returned', reason))).toEqual([
      'refused',
      'nobody-home',
      'wrong-address',
    ])
  })

  it('counts placed, confirmed and shipped as open', () => {
    expect(ORDER_STATUSES.filter(isOpenStatus)).toEqual(['placed', 'confirmed', 'shipped'])
  })
})
