import { MOBILE_ERROR } from '@/lib/checkout/address-schema'
import { translateFormMessage } from './form-message-texts'

describe('translateFormMessage', () => {
  it('gives the Urdu of a schema message and of a promo refusal', () => {
    expect(translateFormMessage('ur', MOBILE_ERROR)).toMatch(/^براہِ کرم پاکستانی موبائل نمبر/)
    expect(translateFormMessage('ur', 'FATIN15 is only valid on your first order.')).toBe(
      'FATIN15 صرف آپ کے پہلے آرڈر پر لاگو ہوتا ہے۔',
    )
  })

  it('leaves English and unknown messages alone', () => {
    expect(translateFormMessage('en', MOBILE_ERROR)).toBe(MOBILE_ERROR)
    expect(translateFormMessage('ur', 'Something else.')).toBe('Something else.')
    expect(translateFormMessage('ur', undefined)).toBeUndefined()
  })
})
