import { FIELD_ERROR_CODES } from '@/lib/forms/field-error-codes'
import { accountMessageTexts } from './account-message-texts'
import { commonMessageTexts } from './common-message-texts'
import { checkoutMessageTexts, fieldMessage, fieldMessageTexts, formMessage } from './form-message-texts'
import type { Texts } from './define-texts'
import { newsletterMessageTexts } from '@/lib/newsletter/newsletter-message-texts'
import { shopMessage, shopMessageTexts } from './shop-message-texts'
import { wordsFor } from './messages'

/** Parameters for every message that names something, whatever its code. */
const PARAMS = {
  productName: 'Classic Black Abaya',
  color: 'Black',
  size: 'M',
  available: 2,
  inBag: 1,
  promoCode: 'FATIN15',
  limit: 3,
  from: 'placed',
  to: 'shipped',
  refusal: { code: 'promo-unknown', promoCode: 'HALFOFF' },
}

const TABLES: Record<string, Texts<object>> = {
  common: commonMessageTexts,
  field: fieldMessageTexts,
  account: accountMessageTexts,
  checkout: checkoutMessageTexts,
  shop: shopMessageTexts,
  newsletter: newsletterMessageTexts,
}

const URDU = /[\u0600-\u06FF]/

function words(table: Texts<object>, locale: 'en' | 'ur', code: string): string {
  return wordsFor(table[locale] as never, { ...PARAMS, code } as never, '')
}

describe('every message code', () => {
  it.each(Object.entries(TABLES))('in the %s table has words in English and in Urdu', (_name, table) => {
    const codes = Object.keys(table.en)
    expect(codes.length).toBeGreaterThan(0)
    expect(Object.keys(table.ur).sort()).toEqual([...codes].sort())
    for (const code of codes) {
      const english = words(table, 'en', code)
      const urdu = words(table, 'ur', code)
      expect({ code, english: english.length > 0 }).toEqual({ code, english: true })
      expect({ code, urdu: URDU.test(urdu) }).toEqual({ code, urdu: true })
      expect(urdu).not.toBe(english)
    }
  })

  it.each(FIELD_ERROR_CODES)('field code %s has words in both languages', (code) => {
    expect(fieldMessage('en', code)).toMatch(/\w/)
    expect(fieldMessage('ur', code)).toMatch(URDU)
  })
})

describe('the words the specification prescribes', () => {
  it.each([
    ['passwords-differ', "Passwords don't match"],
    ['full-name-empty', 'Please enter your full name'],
    ['email-required', 'Email is required'],
    ['profile-failed', 'Failed to update profile'],
    ['logout-failed', 'Logout failed'],
    ['sign-in-failed', 'Sign in failed'],
    ['google-sign-in-failed', 'Google sign in failed'],
    ['sign-up-failed', 'Sign up failed'],
    ['google-sign-up-failed', 'Google sign up failed'],
    ['reset-email-failed', 'Failed to send reset email'],
    ['email-failed', 'Failed to send email'],
    ['too-many-attempts', 'Too many attempts. Please wait a few minutes and try again.'],
  ] as const)('%s reads “%s”', (code, text) => {
    expect(formMessage('en', { code })).toBe(text)
  })
})

describe('formMessage', () => {
  it('names the first refused field for bad input, in the page language', () => {
    const answer = {
      ok: false,
      code: 'invalid-input',
      fieldErrors: { city: 'city-empty', mobile: 'mobile-invalid' },
    } as const
    expect(formMessage('en', answer)).toBe('Please enter your city.')
    expect(formMessage('ur', answer)).toBe(fieldMessage('ur', 'city-empty'))
  })

  it('gives the generic words for bad input no field explains', () => {
    expect(formMessage('en', { code: 'invalid-input' })).toBe('Please check your details and try again.')
  })

  it('says exactly what a refused order lacks in English, and in general in Urdu', () => {
    const soldOut = { code: 'out-of-stock', productName: 'Classic Black Abaya', available: 0 } as const
    expect(formMessage('en', soldOut)).toBe(
      'Sorry, Classic Black Abaya is now out of stock. Please remove it from your bag.',
    )
    expect(formMessage('en', { ...soldOut, available: 1 })).toMatch(/only 1 of Classic Black Abaya is left/)
    expect(formMessage('ur', soldOut)).toBe('کچھ چیزیں اب آپ کے بیگ والی تعداد میں دستیاب نہیں۔')
  })

  it('words a promo refusal with the code typed', () => {
    const refusal = { code: 'promo-first-order-only', promoCode: 'FATIN15' } as const
    expect(formMessage('en', refusal)).toBe('FATIN15 is only valid on your first order.')
    expect(formMessage('ur', refusal)).toBe('FATIN15 صرف آپ کے پہلے آرڈر پر لاگو ہوتا ہے۔')
    expect(formMessage('en', { code: 'promo-refused', refusal })).toBe(
      'FATIN15 is only valid on your first order.',
    )
  })

  it('falls back to "try again" for a code it does not know (a page older than the server)', () => {
    expect(formMessage('en', { code: 'brand-new-code' } as never)).toBe(
      'Something went wrong on our side. Please try again.',
    )
  })
})

describe('shopMessage', () => {
  it('names the product as the page shows it, in Urdu', () => {
    const added = { code: 'added', productName: 'Classic Black Abaya' } as const
    expect(shopMessage('en', added, 'Classic Black Abaya')).toBe('Classic Black Abaya added to your bag.')
    expect(shopMessage('ur', added, 'کلاسک سیاہ عبایا')).toBe(
      'کلاسک سیاہ عبایا آپ کے شاپنگ بیگ میں ڈال دیا گیا۔',
    )
  })

  it('words the stock left, and the refusals every action shares', () => {
    expect(shopMessage('en', { code: 'stock-left', productName: 'Tunic', available: 3, inBag: 1 })).toBe(
      'Only 3 of Tunic left, and 1 is already in your bag.',
    )
    expect(shopMessage('en', { code: 'stock-left', productName: 'Tunic', available: 3, inBag: 0 })).toBe(
      'Only 3 of Tunic left.',
    )
    expect(shopMessage('ur', { code: 'too-many-changes' })).toBe(commonMessageTexts.ur['too-many-changes'])
    expect(shopMessage('ur', { code: 'unavailable' })).toBe(commonMessageTexts.ur.unavailable)
  })

  it('names a refused quantity', () => {
    expect(shopMessage('en', { code: 'invalid-input', fieldErrors: { quantity: 'quantity-range' } })).toBe(
      'Please choose a quantity from 1 to 10.',
    )
  })
})
