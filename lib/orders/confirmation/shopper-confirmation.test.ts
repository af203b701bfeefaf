import type { OrderHistoryEntry } from '@/lib/orders/order-doc'
import { shopperConfirmation } from './shopper-confirmation'

const PLACED_AT = '2026-11-27T10:00:00.000Z'
const placed: OrderHistoryEntry = { status: 'placed', at: PLACED_AT, by: { uid: null, role: 'shopper' } }
const hours = (n: number) => new Date(new Date(PLACED_AT).getTime() + n * 60 * 60 * 1000)

describe('shopperConfirmation', () => {
  it('is awaiting the shopper while placed, and overdue after 24 hours', () => {
    const order = { status: 'placed' as const, createdAt: PLACED_AT, history: [placed] }
    expect(shopperConfirmation(order, hours(23))).toEqual({ state: 'awaiting', overdue: false })
    expect(shopperConfirmation(order, hours(25))).toEqual({ state: 'awaiting', overdue: true })
  })

  it('is confirmed by the shopper, with the time, for as long as the order lives', () => {
    const at = '2026-11-27T11:00:00.000Z'
    const confirmed: OrderHistoryEntry = { status: 'confirmed', at, by: { uid: null, role: 'shopper' } }
    const shipped: OrderHistoryEntry = { status: 'shipped', at, by: { uid: 's', role: 'staff' } }
    for (const [status, history] of [
      ['confirmed', [placed, confirmed]],
      ['shipped', [placed, confirmed, shipped]],
    ] as const)
      expect(shopperConfirmation({ status, createdAt: PLACED_AT, history: [...history] }, hours(48))).toEqual(
        {
          state: 'confirmed',
          at,
        },
      )
  })

  it('is neither when staff confirmed by phone or the order was cancelled first', () => {
    const byStaff: OrderHistoryEntry = { status: 'confirmed', at: PLACED_AT, by: { uid: 's', role: 'staff' } }
    const cancelled: OrderHistoryEntry = { ...byStaff, status: 'cancelled' }
    expect(
      shopperConfirmation(
        { status: 'confirmed', createdAt: PLACED_AT, history: [placed, byStaff] },
        hours(1),
      ),
    ).toEqual({ state: 'none' })
    expect(
      shopperConfirmation(
        { status: 'cancelled', createdAt: PLACED_AT, history: [placed, cancelled] },
        hours(1),
      ),
    ).toEqual({ state: 'none' })
  })
})
