import type { OrderHistoryEntry } from '../order-doc'
import { historyLine, orderStatusLabel, stepLabel } from './status-words'
import { ORDER_STATUSES } from './transitions'

const entry = (overrides: Partial<OrderHistoryEntry>): OrderHistoryEntry => ({
  status: 'placed',
  at: '2026-03-01T10:00:00.000Z',
  by: { uid: 'u1', role: 'shopper' },
  ...overrides,
})

describe('status words', () => {
  it('label every status', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Placed',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
    ])
  })

  it('tell each step in plain words', () => {
    const staff = { uid: 's1', role: 'staff' } as const
    expect(historyLine(entry({}), 'shopper')).toBe('Order placed')
    expect(historyLine(entry({ status: 'confirmed', by: staff }), 'shopper')).toBe('Confirmed by phone')
    expect(
      historyLine(entry({ status: 'shipped', by: staff, courier: 'TCS', tracking: '123' }), 'shopper'),
    ).toBe('Shipped with TCS, tracking 123')
    expect(historyLine(entry({ status: 'delivered', by: staff }), 'staff')).toBe('Delivered')
  })

  it('say when the shopper confirmed herself, and name a listed courier', () => {
    const bySelf = entry({ status: 'confirmed', by: { uid: null, role: 'shopper' } })
    expect(historyLine(bySelf, 'shopper')).toBe('Confirmed by you')
    expect(historyLine(bySelf, 'staff')).toBe('Confirmed by the shopper')
    const staff = { uid: 's1', role: 'staff' } as const
    expect(
      historyLine(entry({ status: 'shipped', by: staff, courier: 'mnp', tracking: '5012345678' }), 'staff'),
    ).toBe('Shipped with M&P, tracking 5012345678')
  })

  it('say who cancelled, in the reader’s terms', () => {
    const byShopper = entry({ status: 'cancelled' })
    const byStaff = entry({ status: 'cancelled', by: { uid: 's1', role: 'staff' } })
    expect(historyLine(byShopper, 'shopper')).toBe('Cancelled by you')
    expect(historyLine(byShopper, 'staff')).toBe('Cancelled by the shopper')
    expect(historyLine(byStaff, 'shopper')).toBe('Cancelled by Fatin')
    expect(historyLine(byStaff, 'staff')).toBe('Cancelled by staff')
    const because = { ...byStaff, cancelReason: 'unreachable' as const }
    expect(historyLine(because, 'staff')).toBe('Cancelled by staff: could not reach the shopper to confirm')
  })

  it('name the buttons', () => {
    expect(stepLabel('confirmed')).toBe('Confirm order')
    expect(stepLabel('cancelled')).toBe('Cancel order')
  })
})
