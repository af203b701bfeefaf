import { foldSpelling } from './fold-spelling'

describe('foldSpelling', () => {
  it('lower-cases Latin and drops accents', () => {
    expect(foldSpelling('Crêpe ABAYA')).toBe('crepe abaya')
    expect(foldSpelling('Café')).toBe('cafe')
  })

  it('folds the Arabic-keyboard letters to the Urdu ones', () => {
    // ي Arabic yeh → ی, ك Arabic kaf → ک, ه Arabic heh → ہ
    expect(foldSpelling('عبايا')).toBe('عبایا')
    expect(foldSpelling('كفتان')).toBe('کفتان')
    expect(foldSpelling('سرمه')).toBe('سرمہ')
    expect(foldSpelling('عباية')).toBe(foldSpelling('عبایہ'))
  })

  it('gives every spelling of the same Urdu word one form', () => {
    const spellings = ['عبایا', 'عبايا', 'عبای\u0640ا', 'ع\u064Eبایا', 'عبا\u200Cیا']
    expect(new Set(spellings.map(foldSpelling))).toEqual(new Set(['عبایا']))
  })

  it('folds hamza and madda seats to their letters, and bari yeh to yeh', () => {
    expect(foldSpelling('آ')).toBe('ا')
    expect(foldSpelling('أ')).toBe('ا')
    expect(foldSpelling('ۂ')).toBe('ہ')
    expect(foldSpelling('لائی')).toBe('لایی')
    expect(foldSpelling('جوتے')).toBe('جوتی')
  })

  it('keeps do-chashmi heh, which marks aspiration, apart from heh', () => {
    expect(foldSpelling('بھی')).not.toBe(foldSpelling('بہی'))
  })

  it('turns Urdu and Arabic-Indic digits into 0-9', () => {
    expect(foldSpelling('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890')
    expect(foldSpelling('٥٠')).toBe('50')
  })
})
