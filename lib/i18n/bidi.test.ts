import { leftToRight } from './bidi'

describe('leftToRight', () => {
  it('wraps the run in a left-to-right isolate, leaving its characters as they are', () => {
    expect(leftToRight('$50.00')).toBe('\u2066$50.00\u2069')
    expect(leftToRight('+92 300 1234567').slice(1, -1)).toBe('+92 300 1234567')
  })
})
