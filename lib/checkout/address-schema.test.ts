import { fieldMessage } from '@/lib/i18n/form-message-texts'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'

import {
  AddressSchema,
  formatPakistaniMobile,
  MOBILE_ERROR,
  normalizePakistaniMobile,
  PROVINCES,
} from './address-schema'

/** The English words for a schema's code (the schemas answer codes). */
const english = (code: string | undefined) => fieldMessage('en', code as FieldErrorCode)

const valid = {
  fullName: ' Ayesha Khan ',
  mobile: '0300 1234567',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
}

function errorsFor(input: Record<string, unknown>) {
  const result = AddressSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), english(issue.message)]))
}

describe('Pakistani mobile numbers', () => {
  it.each([
    ['03001234567', '+923001234567'],
    ['0300 1234567', '+923001234567'],
    ['0300-1234567', '+923001234567'],
    ['0321 123 45 67', '+923211234567'],
    ['+923001234567', '+923001234567'],
    ['+92 300 1234567', '+923001234567'],
    ['+92-345-1234567', '+923451234567'],
    // Typed on an Urdu keyboard.
    ['۰۳۰۰ ۱۲۳۴۵۶۷', '+923001234567'],
    ['+۹۲ ۳۴۵ ۱۲۳۴۵۶۷', '+923451234567'],
  ])('accepts %s', (input, normalized) => {
    expect(normalizePakistaniMobile(input)).toBe(normalized)
  })

  it.each([
    ['a landline', '042 35761234'],
    ['too short', '0300123456'],
    ['too long', '030012345678'],
    ['not starting 03', '04001234567'],
    ['country code without +', '923001234567'],
    ['+92 without the 3', '+924001234567'],
    ['another country', '+447911123456'],
    ['letters', '0300-CALL-ME'],
    ['dots', '0300.1234567'],
    ['empty', ''],
  ])('refuses %s', (_label, input) => {
    expect(normalizePakistaniMobile(input)).toBeNull()
  })

  it('writes numbers the local way', () => {
    expect(formatPakistaniMobile('+923001234567')).toBe('0300 1234567')
  })
})

describe('delivery address', () => {
  it('accepts a complete address, trimming and normalising', () => {
    expect(AddressSchema.parse(valid)).toEqual({
      fullName: 'Ayesha Khan',
      mobile: '+923001234567',
      address: 'House 12, Street 4, Gulberg III',
      city: 'Lahore',
      province: 'Punjab',
      postalCode: '54000',
    })
  })

  it('reads a postal code typed in Urdu digits', () => {
    expect(AddressSchema.parse({ ...valid, postalCode: '۵۴۰۰۰' }).postalCode).toBe('54000')
  })

  it('makes the postal code optional', () => {
    expect(AddressSchema.parse({ ...valid, postalCode: '' }).postalCode).toBeNull()
    expect(AddressSchema.parse({ ...valid, postalCode: undefined }).postalCode).toBeNull()
    const withoutPostalCode: Partial<typeof valid> = { ...valid }
    delete withoutPostalCode.postalCode
    expect(AddressSchema.parse(withoutPostalCode).postalCode).toBeNull()
  })

  it('knows the seven provinces and territories', () => {
    expect(PROVINCES).toHaveLength(7)
    for (const province of PROVINCES)
      expect(AddressSchema.safeParse({ ...valid, province }).success).toBe(true)
    expect(errorsFor({ ...valid, province: 'Kashmir' })).toEqual({
      province: 'Please choose your province or territory.',
    })
    expect(errorsFor({ ...valid, province: '' })).toHaveProperty('province')
  })

  it('explains each invalid field', () => {
    expect(errorsFor({ ...valid, fullName: '  ' })).toEqual({ fullName: 'Please enter your full name.' })
    expect(errorsFor({ ...valid, mobile: '12345' })).toEqual({ mobile: MOBILE_ERROR })
    expect(errorsFor({ ...valid, mobile: '' })).toEqual({ mobile: 'Please enter a mobile number.' })
    expect(errorsFor({ ...valid, address: 'x' })).toHaveProperty('address')
    expect(errorsFor({ ...valid, city: '' })).toEqual({ city: 'Please enter your city.' })
    expect(errorsFor({ ...valid, postalCode: '5400' })).toEqual({
      postalCode: 'A postal code has 5 digits (or leave it empty).',
    })
    expect(errorsFor({ ...valid, postalCode: 'ABCDE' })).toHaveProperty('postalCode')
  })
})
