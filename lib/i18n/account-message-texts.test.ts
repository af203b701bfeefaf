import type { z } from 'zod'
import { type AuthErrorMessage, FALLBACK_CODES, PROVIDER_CODES } from '@/lib/auth/error-messages'
import {
  accountResetSchema,
  editProfileSchema,
  forgotPasswordSchema,
  languageFormSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/auth/schemas'
import { AddressSchema } from '@/lib/checkout/address-schema'
import { GuestContactSchema, PlaceOrderSchema } from '@/lib/checkout/checkout-schema'
import { isFieldErrorCode } from '@/lib/forms/field-error-codes'
import { NewsletterSignupSchema } from '@/lib/newsletter/newsletter-email'
import { OrderLookupSchema } from '@/lib/orders/lookup/lookup-schema'
import { OrderStepSchema } from '@/lib/staff/order-step-schema'
import { formMessage } from './form-message-texts'

/**
 * Every message a schema gives for the inputs below (empty, wrong, too long), with runValidated's fallback for
 * fields no form of ours gets wrong (lib/forms/validated-action.ts).
 */
function messagesOf(schema: z.ZodType, inputs: readonly unknown[]): string[] {
  return inputs.flatMap((input) => {
    const parsed = schema.safeParse(input, { error: () => 'invalid-input' })
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
  })
}

const long = 'x'.repeat(400)
const schemaMessages = [
  ...messagesOf(signInSchema, [{}, { email: '', password: '' }, { email: 'not-an-email', password: 'x' }]),
  ...messagesOf(signUpSchema, [
    {},
    { fullName: '', email: '', password: '', confirmPassword: '', phone: 'abc', language: 'french' },
    { fullName: long, email: 'a@b.co', password: '123', confirmPassword: '1', terms: false, phone: long },
    { fullName: 'Sara', email: 'a@b.co', password: '123456', confirmPassword: '654321', terms: true },
  ]),
  ...messagesOf(forgotPasswordSchema, [{}, { email: 'nope' }]),
  ...messagesOf(accountResetSchema, [{}, { email: '' }, { email: 'nope' }]),
  ...messagesOf(editProfileSchema, [{}, { displayName: ' ' }, { displayName: long }]),
  ...messagesOf(languageFormSchema, [{}, { language: 'french' }]),
  ...messagesOf(OrderLookupSchema, [{}, { orderNumber: 'nope', mobile: '12' }, { mobile: '' }]),
  ...messagesOf(AddressSchema, [
    {},
    { fullName: long, mobile: '1', address: long, city: long, postalCode: '1' },
  ]),
  ...messagesOf(PlaceOrderSchema, [{ paymentMethod: 'card', promoCode: long, idempotencyKey: 'x' }]),
  ...messagesOf(GuestContactSchema, [{}, { email: '' }, { email: 'nope' }]),
  ...messagesOf(NewsletterSignupSchema, [{}, { email: ' ' }, { email: 'nope' }]),
  ...messagesOf(OrderStepSchema, [{ courier: long, tracking: long, note: long }]),
]

describe('the codes the schemas answer', () => {
  it('finds the schemas saying something', () => {
    expect(schemaMessages.length).toBeGreaterThan(40)
  })

  it.each([...new Set(schemaMessages)])('“%s” is a field code with words in both languages', (message) => {
    expect(isFieldErrorCode(message)).toBe(true)
    if (!isFieldErrorCode(message)) return
    expect(formMessage('en', { code: message })).not.toBe(message)
    expect(formMessage('ur', { code: message })).toMatch(/[\u0600-\u06FF]/)
  })
})

describe('the auth codes', () => {
  it.each([...new Set([...Object.values(PROVIDER_CODES), ...Object.values(FALLBACK_CODES)])])(
    '%s has words in both languages',
    (code) => {
      const message = { code } as AuthErrorMessage
      expect(formMessage('en', message)).not.toBe(code)
      expect(formMessage('ur', message)).toMatch(/[\u0600-\u06FF]/)
    },
  )
})
