import { formatRating } from './rating'

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4.5)).toBe('4.5')
    expect(formatRating(4)).toBe('4.0')
  })
})
