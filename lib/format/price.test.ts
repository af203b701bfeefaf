import { formatCents, formatCentsShort } from './price'

describe('price format', () => {
  it('formats cents with the shop price format', () => {
    expect(formatCents(14999)).toBe('$149.99')
    expect(formatCents(499)).toBe('$4.99')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5000)).toBe('$50.00')
    expect(formatCents(5)).toBe('$0.05')
    expect(() => formatCents(1.5)).toThrow(RangeError)
    expect(() => formatCents(-100)).toThrow(RangeError)
  })

  it('says round amounts without decimals in running text', () => {
    expect(formatCentsShort(5000)).toBe('$50')
    expect(formatCentsShort(499)).toBe('$4.99')
    expect(formatCentsShort(12990)).toBe('$129.90')
  })
})
