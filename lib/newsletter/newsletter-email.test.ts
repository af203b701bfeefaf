import { fieldMessage } from '@/lib/i18n/form-message-texts'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'

import { NewsletterSignupSchema, normaliseEmail, subscriberKey } from './newsletter-email'

/** The English words for a schema's code (the schemas answer codes). */
const english = (code: string | undefined) => fieldMessage('en', code as FieldErrorCode)

describe('NewsletterSignupSchema', () => {
  it('trims the address and lowers the case of its domain', () => {
    expect(NewsletterSignupSchema.parse({ email: '  Amina.Khan@Example.PK ', source: 'home' })).toEqual({
      email: 'Amina.Khan@example.pk',
      source: 'home',
      language: 'en',
    })
  })

  it.each([
    ['nothing', '', 'Please enter your email address.'],
    ['spaces', '    ', 'Please enter your email address.'],
    ['no @', 'amina-at-example', 'Please enter a valid email address, like name@example.com.'],
    ['no dot in the domain', 'amina@example', 'Please enter a valid email address, like name@example.com.'],
    ['a space inside', 'a b@example.com', 'Please enter a valid email address, like name@example.com.'],
    [
      'over 254 characters',
      `${'a'.repeat(250)}@example.com`,
      'Please enter a valid email address, like name@example.com.',
    ],
  ])('refuses %s with a plain sentence', (_label, email, message) => {
    const result = NewsletterSignupSchema.safeParse({ email, source: 'home' })
    expect(result.success).toBe(false)
    expect(english(result.error?.issues[0]?.message)).toBe(message)
  })

  it('asks for an address when none is sent at all, and files unknown sources under the home page', () => {
    expect(english(NewsletterSignupSchema.safeParse({}).error?.issues[0]?.message)).toBe(
      'Please enter your email address.',
    )
    expect(NewsletterSignupSchema.parse({ email: 'a@b.co', source: 'elsewhere' }).source).toBe('home')
  })
})

describe('normaliseEmail and subscriberKey', () => {
  it('keeps the local part as typed', () => {
    expect(normaliseEmail('Amina@GMAIL.com')).toBe('Amina@gmail.com')
  })

  it('gives one key per mailbox whatever the case, and the key shows no address', () => {
    const key = subscriberKey(normaliseEmail('Amina@GMAIL.com'))
    expect(key).toBe(subscriberKey(normaliseEmail('amina@gmail.com')))
    expect(key).not.toBe(subscriberKey('amina2@gmail.com'))
    expect(key).toMatch(/^[0-9a-f]{64}$/)
  })
})
