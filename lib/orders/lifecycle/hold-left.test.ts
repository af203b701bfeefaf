import { holdLeft, holdLeftWords } from './hold-left'

const now = new Date('2026-12-06T10:00:00Z')
const placed = (holdUntil: string | null) => ({ status: 'placed' as const, holdUntil })

describe('holdLeft', () => {
  it('says how long an unconfirmed order has, and marks the last six hours', () => {
    expect(holdLeft(placed('2026-12-07T09:00:00Z'), now)).toEqual({ minutes: 23 * 60, soon: false })
    const soon = holdLeft(placed('2026-12-06T15:20:00Z'), now)
    expect(soon).toEqual({ minutes: 5 * 60 + 20, soon: true })
    expect(soon && holdLeftWords(soon)).toBe('Lapses in 5 h 20 min')
    expect(holdLeftWords({ minutes: 45, soon: true })).toBe('Lapses in 45 min')
    expect(holdLeftWords({ minutes: 120, soon: true })).toBe('Lapses in 2 h')
  })

  it('is nothing for an order that holds nothing, or whose hold has ended', () => {
    expect(holdLeft({ status: 'confirmed', holdUntil: null }, now)).toBeNull()
    expect(holdLeft(placed(null), now)).toBeNull()
    expect(holdLeft(placed('2026-12-06T09:59:00Z'), now)).toBeNull()
  })
})
