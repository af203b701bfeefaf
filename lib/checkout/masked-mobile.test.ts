import { maskMobile } from './masked-mobile'

describe('maskMobile', () => {
  it('shows a stored Pakistani mobile with only its last two digits', () => {
    expect(maskMobile('+923001234567')).toEqual({ masked: '+92 3•• ••• ••67', lastDigits: '67' })
  })

  it('gives away none of the hidden digits, whichever they are', () => {
    const first = maskMobile('+923451112299').masked
    const second = maskMobile('+923009876599').masked
    expect(first).toBe(second)
    // Between the country code with the network's 3 and the last two digits, no digit at all.
    expect(first.slice('+92 3'.length, -2)).not.toMatch(/\d/)
  })

  it('hides all but the last two digits of a number in another form', () => {
    expect(maskMobile('0300 1234567')).toEqual({ masked: '•••••••••67', lastDigits: '67' })
    expect(maskMobile('7')).toEqual({ masked: '7', lastDigits: '7' })
  })
})
