import type { z } from 'zod'
import { CODE_MESSAGES, FALLBACK_MESSAGES } from '@/lib/auth/error-messages'
import {
  accountResetSchema,
  editProfileSchema,
  forgotPasswordSchema,
  languageFormSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/auth/schemas'
import { OrderLookupSchema } from '@/lib/orders/lookup/lookup-schema'
import { TOO_MANY_ATTEMPTS, TOO_MANY_CHANGES } from '@/lib/rate-limit/rules'
import {
  CANCEL_AFTER_DELIVERY,
  CANCEL_AFTER_SHIPPING,
  ORDER_NOT_FOUND,
} from '@/lib/orders/lifecycle/status-change-messages'
import { ORDER_NOT_FOUND_MESSAGE, TOO_MANY_LOOKUPS } from '@/lib/orders/lookup/order-lookup-messages'
import { translateFormMessage } from './form-message-texts'

/** Every message a schema gives for the inputs below (empty, wrong, too long). */
function messagesOf(schema: z.ZodType, inputs: readonly unknown[]): string[] {
  return inputs.flatMap((input) => {
    const parsed = schema.safeParse(input)
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
  })
}

const long = 'x'.repeat(200)
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
  ...messagesOf(OrderLookupSchema, [{}, { orderNumber: 'nope', mobile: '12' }]),
]

describe('the account, order-lookup and order-cancel messages in Urdu', () => {
  it('finds the schemas saying something', () => {
    expect(schemaMessages.length).toBeGreaterThan(20)
  })

  it.each([
    ...new Set([
      ...schemaMessages,
      ...Object.values(CODE_MESSAGES),
      ...Object.values(FALLBACK_MESSAGES),
      ORDER_NOT_FOUND_MESSAGE,
      TOO_MANY_LOOKUPS,
      TOO_MANY_ATTEMPTS,
      // What cancelling an order can answer a shopper (lib/orders/lifecycle/shopper-actions.ts).
      ORDER_NOT_FOUND,
      CANCEL_AFTER_SHIPPING,
      CANCEL_AFTER_DELIVERY,
      TOO_MANY_CHANGES,
    ]),
  ])('has Urdu for “%s”', (message) => {
    const urdu = translateFormMessage('ur', message)
    expect(urdu).not.toBe(message)
    expect(urdu).toMatch(/[\u0600-\u06FF]/)
  })
})
