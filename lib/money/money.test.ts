import { decimalOf, multiplyCents, percentOfCents } from './money'

describe('money in cents', () => {
  it('gives the decimal amount structured data expects', () => {
    expect(decimalOf(12999)).toBe('129.99')
    expect(decimalOf(2005)).toBe('20.05')
    expect(decimalOf(0)).toBe('0.00')
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
