import { formatPrice, formatRating } from './format'

describe('formatPrice', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatPrice(149.99)).toBe('$149.99')
    expect(formatPrice(20)).toBe('$20.00')
    expect(formatPrice(19.5)).toBe('$19.50')
  })
})

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4.5)).toBe('4.5')
    expect(formatRating(4)).toBe('4.0')
  })
})
