import type { OrderHistoryEntry } from '@/lib/orders/order-doc'
import {
  formatOrderDate,
  formatOrderMoment,
  lineOptions,
  shopperHistoryLine,
  shopperStatusLabel,
} from './order-format'

describe('formatOrderDate', () => {
  it('uses Pakistan time, so a late-evening UTC order shows the local date', () => {
    // 20:30 UTC is 01:30 the next day in Karachi (UTC+5).
    expect(formatOrderDate('2025-11-20T20:30:00.000Z')).toBe('21 November 2025')
  })

  it('says "Just now" while the server timestamp is not yet known', () => {
    expect(formatOrderDate(null)).toBe('Just now')
  })
})

describe('formatOrderMoment', () => {
  it('gives the time of day too, in Pakistan time', () => {
    expect(formatOrderMoment('2026-03-02T09:05:00.000Z')).toBe('2 March 2026 at 2:05 pm')
    expect(formatOrderMoment(null)).toBe('Just now')
  })
})

describe('lineOptions', () => {
  it('joins colour and size', () => {
    expect(lineOptions({ color: 'Black', size: 'M' })).toBe('Black · Size M')
  })

  it('shows what there is', () => {
    expect(lineOptions({ color: 'Navy', size: null })).toBe('Navy')
    expect(lineOptions({ color: null, size: null })).toBeNull()
  })
})

describe('shopperStatusLabel', () => {
  it('labels a status in the page language', () => {
    expect(shopperStatusLabel('placed')).toBe('Placed')
    expect(shopperStatusLabel('shipped', 'ur')).toBe('روانہ')
  })
})

describe('shopperHistoryLine', () => {
  const cancelledByShopper = {
    status: 'cancelled',
    at: null,
    by: { role: 'shopper', uid: 'u1' },
  } as unknown as OrderHistoryEntry
  const shipped = {
    status: 'shipped',
    at: null,
    courier: 'TCS',
    tracking: '123',
  } as unknown as OrderHistoryEntry

  it('speaks to the shopper in English and in Urdu', () => {
    expect(shopperHistoryLine(cancelledByShopper)).toBe('Cancelled by you')
    expect(shopperHistoryLine(cancelledByShopper, 'ur')).toBe('آپ نے منسوخ کیا')
    // The tracking number is isolated left to right (lib/i18n/bidi.ts): one like 123-456 would be drawn 456-123.
    expect(shopperHistoryLine(shipped, 'ur')).toBe('TCS کے ذریعے روانہ، ٹریکنگ \u2066123\u2069')
  })
})
