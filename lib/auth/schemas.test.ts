import { fieldMessage } from '@/lib/i18n/form-message-texts'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'

import {
  accountResetSchema,
  editProfileSchema,
  forgotPasswordSchema,
  sessionRequestSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/auth/schemas'
import { zodFieldErrors } from '@/lib/forms/field-errors'
import { fieldsWithDefaultMessages } from '@/test/zod-default-messages'

/** The English words for a schema's code (the schemas answer codes). */
const english = (code: string | undefined) => fieldMessage('en', code as FieldErrorCode)

const validSignUp = {
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '',
  language: 'urdu',
  password: 'secret12',
  confirmPassword: 'secret12',
  terms: 'on',
}

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => english(issue.message)) ?? []

describe('signUpSchema', () => {
  it('accepts a complete form and trims the name', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, fullName: '  Ayesha Khan ' })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ fullName: 'Ayesha Khan', language: 'urdu', terms: true })
  })

  it('defaults the language to english and the phone to empty', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, language: undefined, phone: undefined })
    expect(result.data).toMatchObject({ language: 'english', phone: '' })
  })

  it("says 'Passwords don't match' on the confirm field", () => {
    const result = signUpSchema.safeParse({ ...validSignUp, confirmPassword: 'secret13' })
    expect(result.success).toBe(false)
    expect(english(zodFieldErrors(result.error!).fields.confirmPassword)).toBe("Passwords don't match")
  })

  it.each(['', '   '])("says 'Please enter your full name' for %p", (fullName) => {
    const result = signUpSchema.safeParse({ ...validSignUp, fullName })
    expect(messages(result)).toEqual(['Please enter your full name'])
  })

  it('requires the terms checkbox', () => {
    expect(signUpSchema.safeParse({ ...validSignUp, terms: undefined }).success).toBe(false)
  })

  it('refuses an unknown language and a malformed phone', () => {
    expect(signUpSchema.safeParse({ ...validSignUp, language: 'french' }).success).toBe(false)
    expect(signUpSchema.safeParse({ ...validSignUp, phone: 'call me' }).success).toBe(false)
    expect(signUpSchema.safeParse({ ...validSignUp, phone: '+92 300 1234567' }).success).toBe(true)
  })

  it('requires an email and a password', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, email: '', password: '', confirmPassword: '' })
    const { fields } = zodFieldErrors(result.error!)
    expect(english(fields.email)).toBe('Please enter your email')
    expect(english(fields.password)).toBe('Please choose a password')
  })
})

describe('signInSchema', () => {
  it('needs a valid email and any password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
    expect(messages(signInSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual([
      'Please enter a valid email address',
    ])
    expect(messages(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Please enter your password',
    ])
  })
})

describe('reset schemas', () => {
  it('forgot form needs an email', () => {
    expect(forgotPasswordSchema.safeParse({ email: ' a@b.co ' }).data).toEqual({ email: 'a@b.co' })
    expect(forgotPasswordSchema.safeParse({ email: '' }).success).toBe(false)
  })

  it("account reset says 'Email is required'", () => {
    expect(messages(accountResetSchema.safeParse({ email: '' }))).toEqual(['Email is required'])
  })
})

describe('editProfileSchema', () => {
  it('trims and requires a name', () => {
    expect(editProfileSchema.safeParse({ displayName: ' Sara ' }).data).toEqual({ displayName: 'Sara' })
    expect(editProfileSchema.safeParse({ displayName: '  ' }).success).toBe(false)
  })
})

describe('sessionRequestSchema', () => {
  it('takes a token and an optional sign-up profile, never a uid', () => {
    const result = sessionRequestSchema.safeParse({
      idToken: 'token',
      uid: 'attacker-chosen',
      signUp: { fullName: 'Sara', phone: '', language: 'english' },
    })
    expect(result.success).toBe(true)
    expect(result.data).not.toHaveProperty('uid')
    expect(sessionRequestSchema.safeParse({ idToken: '' }).success).toBe(false)
  })
})

describe('messages for shoppers', () => {
  it.each([
    ['sign in', signInSchema, ['email', 'password', 'remember']],
    ['sign up', signUpSchema, Object.keys(validSignUp)],
    ['forgot password', forgotPasswordSchema, ['email']],
    ['account reset', accountResetSchema, ['email']],
    ['edit profile', editProfileSchema, ['displayName']],
  ] as const)('every way the %s form can fail has its own words, never zod’s', (_name, schema, fields) => {
    expect(fieldsWithDefaultMessages(schema, fields)).toEqual([])
  })
})
