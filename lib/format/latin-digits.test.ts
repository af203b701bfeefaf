import { toLatinDigits } from './latin-digits'

describe('toLatinDigits', () => {
  it('reads Urdu (Eastern Arabic-Indic) and Arabic-Indic digits as 0–9', () => {
    expect(toLatinDigits('۰۳۰۰ ۱۲۳۴۵۶۷')).toBe('0300 1234567')
    expect(toLatinDigits('٥٤٠٠٠')).toBe('54000')
    expect(toLatinDigits('+۹۲ ۳۴۵ ۶۷۸۹۰۱۲')).toBe('+92 345 6789012')
  })

  it('leaves everything else as it is', () => {
    expect(toLatinDigits('FT-3F2B9C1A')).toBe('FT-3F2B9C1A')
    expect(toLatinDigits('گلبرگ ۳')).toBe('گلبرگ 3')
  })
})
