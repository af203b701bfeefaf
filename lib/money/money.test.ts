import { formatCents, fromCents, multiplyCents, percentOfCents, toCents } from './money'

describe('money in cents', () => {
  it('converts catalogue dollars to whole cents without float drift', () => {
    expect(toCents(149.99)).toBe(14999)
    expect(toCents(0.29)).toBe(29)
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(1.005)).toBe(100) // 1.005 is 1.00499... in binary: still a whole number of cents
    expect(Number.isInteger(toCents(4.35))).toBe(true)
    expect(toCents(4.35)).toBe(435)
  })

  it('refuses amounts that are not numbers', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('formats cents with the shop price format', () => {
    expect(formatCents(14999)).toBe('$149.99')
    expect(formatCents(499)).toBe('$4.99')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5000)).toBe('$50.00')
    expect(fromCents(2999)).toBe(29.99)
    expect(() => fromCents(1.5)).toThrow(RangeError)
  })

  it('takes a percentage rounding half up to the cent', () => {
    expect(percentOfCents(10000, 15)).toBe(1500)
    expect(percentOfCents(3330, 15)).toBe(500) // 499.5 -> 500
    expect(percentOfCents(3329, 15)).toBe(499) // 499.35 -> 499
    expect(percentOfCents(3337, 15)).toBe(501) // 500.55 -> 501
    expect(percentOfCents(1995, 10)).toBe(200) // 199.5 -> 200
    expect(percentOfCents(1994, 10)).toBe(199) // 199.4 -> 199
    expect(percentOfCents(0, 15)).toBe(0)
    expect(() => percentOfCents(1000, 12.5)).toThrow(RangeError)
    expect(() => percentOfCents(-1, 10)).toThrow(RangeError)
  })

  it('multiplies by whole quantities only', () => {
    expect(multiplyCents(14999, 3)).toBe(44997)
    expect(() => multiplyCents(100, 1.5)).toThrow(RangeError)
  })
})
