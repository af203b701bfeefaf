import type { Order } from '@/lib/orders/order-doc'
import { orderLookupKeys } from '@/lib/orders/lookup/search-keys'
import { dailyFigures } from './daily-stats'
import { hasFilters, staffFilters } from './order-filters'
import { parseOrderSearch, searchKey } from './order-search'
import { lastShopDays, shopDay, shopDayRange, shortDayLabel } from './shop-day'

describe('shop days (Pakistan time)', () => {
  it('put an order placed late in the evening on the right day', () => {
    expect(shopDay(new Date('2026-03-01T18:59:59Z'))).toBe('2026-03-01') // 23:59:59 in Karachi
    expect(shopDay(new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02') // midnight in Karachi
  })

  it('give a day as a half-open range, and refuse days that do not exist', () => {
    expect(shopDayRange('2026-03-02')).toEqual({
      start: new Date('2026-03-01T19:00:00Z'),
      end: new Date('2026-03-02T19:00:00Z'),
    })
    expect(shopDayRange('2026-02-30')).toBeNull()
    expect(shopDayRange('yesterday')).toBeNull()
  })

  it('list the last days oldest first, ending today', () => {
    expect(lastShopDays(3, new Date('2026-03-01T20:00:00Z'))).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    expect(shortDayLabel('2026-03-02')).toBe('2 Mar')
  })
})

describe('parseOrderSearch', () => {
  it.each([
    ['FT-1A2B3C4D', { kind: 'number', idPrefix: '1a2b3c4d' }],
    ['ft1a2b3c4d', { kind: 'number', idPrefix: '1a2b3c4d' }],
    [' 1a2b3c4d ', { kind: 'number', idPrefix: '1a2b3c4d' }],
    // As said on the phone, or pasted from a mail app that turned the hyphen into a dash.
    ['FT 1A2B3C4D', { kind: 'number', idPrefix: '1a2b3c4d' }],
    ['FT\u20131A2B3C4D', { kind: 'number', idPrefix: '1a2b3c4d' }],
    ['ft-1a2b 3c4d', { kind: 'number', idPrefix: '1a2b3c4d' }],
    ['0300 1234567', { kind: 'mobile', mobile: '+923001234567' }],
    ['+92 300-1234567', { kind: 'mobile', mobile: '+923001234567' }],
    ['Ayesha@Example.com', { kind: 'email', email: 'ayesha@example.com' }],
    ['Ayesha', { kind: 'words', words: ['ayesha'] }],
    ['ayesha  LAHORE', { kind: 'words', words: ['ayesha', 'lahore'] }],
    ['عائشہ', { kind: 'words', words: ['عائشہ'] }],
    ['4567', { kind: 'mobile-end', digits: '4567' }],
    ['123 4567', { kind: 'mobile-end', digits: '1234567' }],
    ['۴۵۶۷', { kind: 'mobile-end', digits: '4567' }],
    ['45', { kind: 'unrecognised' }],
    ['??', { kind: 'unrecognised' }],
  ])('reads %s', (text, expected) => {
    expect(parseOrderSearch(text)).toEqual(expected)
  })

  it('turns a search into the lookup key stored on orders', () => {
    expect(searchKey(parseOrderSearch('FT-1A2B3C4D'))).toBe('number:1a2b3c4d')
    expect(searchKey(parseOrderSearch('0300 1234567'))).toBe('mobile:+923001234567')
    expect(searchKey(parseOrderSearch('A@B.pk'))).toBe('email:a@b.pk')
    expect(searchKey(parseOrderSearch('Ayesha'))).toBe('word:ayesha')
    expect(searchKey(parseOrderSearch('4567'))).toBe('mobile-end:4567')
    expect(searchKey(parseOrderSearch('??'))).toBeNull()
    expect(
      orderLookupKeys({
        number: 'FT-1A2B3C4D',
        mobile: '+923001234567',
        email: 'A@B.pk',
        fullName: 'Ayesha Khan',
        city: 'Lahore',
      }),
    ).toEqual([
      'number:1a2b3c4d',
      'mobile:+923001234567',
      'email:a@b.pk',
      'word:ayesha',
      'word:khan',
      'word:lahore',
      'mobile-end:4567',
      'mobile-end:34567',
      'mobile-end:234567',
      'mobile-end:1234567',
      'mobile-end:01234567',
      'mobile-end:001234567',
    ])
  })
})

describe('staffFilters', () => {
  it('reads the URL, dropping anything unreadable', () => {
    expect(staffFilters({ status: 'shipped', date: '2026-03-02', q: ' FT-1A2B3C4D ' })).toEqual({
      status: 'shipped',
      date: '2026-03-02',
      q: 'FT-1A2B3C4D',
    })
    const junk = staffFilters({ status: 'lost', date: '2026-13-45', q: ['', 'x'] })
    expect(junk).toEqual({ status: undefined, date: undefined, q: undefined })
    expect(hasFilters(junk)).toBe(false)
  })

  it("reads the shopper's confirmation filter, and nothing else for it", () => {
    expect(staffFilters({ shopper: 'awaiting' })).toEqual({ shopper: 'awaiting' })
    expect(hasFilters(staffFilters({ shopper: 'confirmed' }))).toBe(true)
    expect(staffFilters({ shopper: 'maybe' }).shopper).toBeUndefined()
  })
})

describe('dailyFigures', () => {
  const order = (createdAt: string, total: number, status: Order['status'] = 'placed') =>
    ({ createdAt, status, pricing: { total } }) as Order

  it('counts orders and the revenue of those not cancelled or returned, per Pakistan day, with zero days', () => {
    const now = new Date('2026-03-02T10:00:00Z')
    const figures = dailyFigures(
      [
        order('2026-03-02T08:00:00Z', 5000),
        order('2026-03-01T20:00:00Z', 2500, 'delivered'), // 01:00 on 2 March in Karachi
        order('2026-03-01T10:00:00Z', 9999, 'cancelled'),
        order('2026-02-28T10:00:00Z', 4200, 'returned'), // refused at the door: no cash came in
        order('2026-02-01T10:00:00Z', 1234), // before the window
      ],
      now,
      3,
    )
    expect(figures).toEqual([
      { day: '2026-02-28', orders: 1, revenue: 0 },
      { day: '2026-03-01', orders: 1, revenue: 0 },
      { day: '2026-03-02', orders: 2, revenue: 7500 },
    ])
  })
})
