import { isShortCode, newShortCode, SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from './short-code'

describe('short codes', () => {
  it('are 7 characters of an alphabet without look-alikes', () => {
    for (const lookAlike of ['0', 'O', 'o', '1', 'l', 'I', '5', 'S', 's', '2', 'Z', 'z']) {
      expect(SHORT_CODE_ALPHABET).not.toContain(lookAlike)
    }
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(SHORT_CODE_ALPHABET.length)
    const code = newShortCode()
    expect(code).toHaveLength(SHORT_CODE_LENGTH)
    expect(isShortCode(code)).toBe(true)
  })

  it('use every character of the alphabet as drawn', () => {
    let next = 0
    expect(newShortCode(() => next++)).toBe(SHORT_CODE_ALPHABET.slice(0, SHORT_CODE_LENGTH))
  })

  it('differ from draw to draw', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newShortCode()))
    expect(codes.size).toBe(1000)
  })

  it('refuse anything else as a code', () => {
    expect(isShortCode('abc')).toBe(false)
    expect(isShortCode('abcdef0')).toBe(false)
    expect(isShortCode('../abcd')).toBe(false)
    expect(isShortCode(undefined)).toBe(false)
  })
})
