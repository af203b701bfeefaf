import { formatLongDate, formatMonthYear, formatShopDate, formatShopMoment } from './date'

describe('formatLongDate', () => {
  it('writes an article day in full, British order in English', () => {
    expect(formatLongDate('2026-08-14')).toBe('14 August 2026')
  })

  it('writes it in Urdu on Urdu pages', () => {
    const urdu = formatLongDate('2026-08-14', 'ur')
    expect(urdu).toContain('اگست')
    expect(urdu).toContain('2026')
  })
})

describe('formatShopDate', () => {
  it("uses Pakistan's time zone, so a late-evening UTC order keeps the local day", () => {
    // 20:30 UTC is 01:30 the next day in Karachi (UTC+5).
    expect(formatShopDate('2025-11-20T20:30:00.000Z')).toBe('21 November 2025')
  })
})

describe('formatShopMoment', () => {
  it("gives the day and the time of day in Pakistan's time zone", () => {
    expect(formatShopMoment('2026-03-02T09:05:00.000Z')).toBe('2 March 2026 at 2:05 pm')
  })

  it('writes the time of day in Urdu words on Urdu pages, never a Latin AM or PM', () => {
    const afternoon = formatShopMoment('2026-03-02T13:48:00.000Z', 'ur')
    expect(afternoon).toContain('6:48 بعد دوپہر')
    expect(afternoon).not.toMatch(/AM|PM/)
    expect(formatShopMoment('2026-03-02T02:05:00.000Z', 'ur')).toContain('7:05 قبل دوپہر')
  })
})

describe('formatMonthYear', () => {
  it('gives the month and year, read in UTC', () => {
    expect(formatMonthYear('2026-03-31T22:00:00.000Z')).toBe('March 2026')
  })
})
