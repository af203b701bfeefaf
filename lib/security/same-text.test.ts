import { sameText } from './same-text'

describe('sameText', () => {
  it('is true only for equal strings, whatever their lengths', () => {
    expect(sameText('+923001234567', '+923001234567')).toBe(true)
    expect(sameText('+923001234567', '+923001234568')).toBe(false)
    expect(sameText('+923001234567', '+92300123456')).toBe(false)
    expect(sameText('', '')).toBe(true)
    expect(sameText('', 'a')).toBe(false)
  })
})
