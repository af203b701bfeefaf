import { AddressSchema } from '@/lib/checkout/address-schema'
import { GuestDetailsSchema } from '@/lib/checkout/checkout-schema'
import { editProfileSchema, signUpProfileSchema } from '@/lib/auth/schemas'
import { zodFieldErrors } from './field-errors'
import { isPrintableText, isStaffNoteText } from './printable-text'

const ZWNJ = '\u200C'

describe('isPrintableText', () => {
  it.each([
    ['an English name', 'Ayesha Khan'],
    ['a name with an apostrophe and a hyphen', "Mary-Jane O'Brien"],
    ['an Urdu name', 'عائشہ خان'],
    ['an Urdu address with the Urdu full stop', 'مکان نمبر ۱۲، گلی ۳، گلبرگ لاہور۔'],
    ['an address with ordinary punctuation', 'House #12, Street 4/B, Block (C): DHA Phase-5 & Co. +92'],
    ['a name with combining marks', 'Zoë Renée'],
    ['a no-break space pasted from a message', 'Ayesha\u00A0Khan'],
    ['a zero-width non-joiner inside an Urdu word', `پیش${ZWNJ}کش`],
    ['a zero-width joiner inside an Urdu word', 'ہ\u200Dے'],
    ['Arabic-Indic and Eastern Arabic digits', '١٢٣ ۴۵۶'],
  ])('accepts %s', (_name, text) => {
    expect(isPrintableText(text)).toBe(true)
  })

  it.each([
    ['a right-to-left override', 'Ali\u202Eevil'],
    ['a left-to-right override', '\u202DAli'],
    ['the isolates', 'Ali\u2066x\u2069', 'Ali\u2067x', 'Ali\u2068x'],
    ['the direction marks', 'Ali\u200E', 'Ali\u200F', 'عائشہ\u061C'],
    ['NUL', 'Ali\u0000'],
    ['ESC', 'Ali\u001B[31m'],
    ['a line break and a tab', 'Ali\nKhan', 'Ali\tKhan'],
    ['a zero-width space', 'Ali\u200BKhan'],
    ['a byte-order mark inside the text', 'Ali\uFEFFKhan'],
    [
      'a zero-width non-joiner between Latin letters or at the end of an Urdu word',
      `Al${ZWNJ}i`,
      `عائشہ${ZWNJ}`,
    ],
    ['the line and paragraph separators', 'Ali\u2028Khan', 'Ali\u2029Khan'],
    ['a private-use character', 'Ali\uE000'],
    ['an unassigned code point', 'Ali\u0378'],
    ['an emoji', 'Ali 🌙'],
  ])('refuses %s', (_name, ...texts) => {
    for (const text of texts) expect(isPrintableText(text)).toBe(false)
  })
})

describe('the schemas of what a person types', () => {
  const address = {
    fullName: 'عائشہ خان',
    mobile: '0300 1234567',
    address: 'مکان نمبر ۱۲، گلی ۳، گلبرگ',
    city: 'لاہور',
    province: 'Punjab',
    postalCode: '54000',
  }

  it('accept an Urdu name and address for delivery', () => {
    expect(AddressSchema.safeParse(address).success).toBe(true)
  })

  it.each(['fullName', 'address', 'city'] as const)(
    'refuse a delivery %s carrying a web address with the text-has-link code',
    (field) => {
      const result = AddressSchema.safeParse({ ...address, [field]: 'Prize at www.prize.pk' })
      expect(result.success).toBe(false)
      if (!result.success) expect(zodFieldErrors(result.error).fields).toEqual({ [field]: 'text-has-link' })
    },
  )

  it.each(['fullName', 'address', 'city'] as const)(
    'refuse a delivery %s with hidden characters with the text-not-plain code',
    (field) => {
      const result = GuestDetailsSchema.safeParse({
        ...address,
        email: 'a@example.com',
        [field]: `${address[field]}\u202Elive`,
      })
      expect(result.success).toBe(false)
      if (!result.success) expect(zodFieldErrors(result.error).fields).toEqual({ [field]: 'text-not-plain' })
    },
  )

  it("refuse an account's name with hidden characters, at sign-up and when it is edited", () => {
    const signUp = signUpProfileSchema.safeParse({ fullName: 'Ali\u0000' })
    expect(signUp.success || zodFieldErrors(signUp.error).fields).toEqual({ fullName: 'text-not-plain' })
    const edit = editProfileSchema.safeParse({ displayName: 'Ali\u200BKhan' })
    expect(edit.success || zodFieldErrors(edit.error).fields).toEqual({ displayName: 'text-not-plain' })
    expect(editProfileSchema.safeParse({ displayName: 'علی' }).success).toBe(true)
  })
})

describe('isStaffNoteText', () => {
  it('takes what a keyboard types, symbols and emoji too: staff write and read it, and React escapes it', () => {
    for (const note of [
      'collected $50 less, total = 89.99',
      'box <crushed> ~ ok | 👍',
      'ٹیسٹ نوٹ',
      'می\u200Cں',
    ]) {
      expect([note, isStaffNoteText(note)]).toEqual([note, true])
    }
  })

  it('refuses a line break and the invisible characters that reorder or hide text', () => {
    for (const note of ['a\nb', 'DN-\u202E1234', 'x\u200By', 'tab\there', '\u2066hidden\u2069']) {
      expect([note, isStaffNoteText(note)]).toEqual([note, false])
    }
  })
})
