import { INVALID_INPUT_MESSAGE, UNEXPECTED_ERROR } from '@/lib/checkout/validated-action'
import { STORE_UNAVAILABLE_ACTION_MESSAGE } from '@/lib/firebase/service-unavailable'
import { TOO_MANY_ATTEMPTS } from '@/lib/rate-limit/rules'
import { NewsletterSignupSchema } from './newsletter-email'
import { translateNewsletterMessage } from './newsletter-message-texts'
import { CONNECTION_ERROR, SUBSCRIBE_FAILED } from './newsletter-messages'

/** Every message the sign-up schema gives for an empty, blank or wrong address. */
const schemaMessages = [{}, { email: ' ' }, { email: 'nope' }].flatMap((input) => {
  const parsed = NewsletterSignupSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
})

describe('the newsletter box in Urdu', () => {
  it('finds the schema saying something', () => {
    expect(schemaMessages.length).toBeGreaterThanOrEqual(2)
  })

  it.each([
    ...new Set([
      ...schemaMessages,
      SUBSCRIBE_FAILED,
      CONNECTION_ERROR,
      TOO_MANY_ATTEMPTS,
      INVALID_INPUT_MESSAGE,
      UNEXPECTED_ERROR,
      STORE_UNAVAILABLE_ACTION_MESSAGE,
    ]),
  ])('has Urdu for “%s”', (message) => {
    const urdu = translateNewsletterMessage('ur', message)
    expect(urdu).not.toBe(message)
    expect(urdu).toMatch(/[\u0600-\u06FF]/)
  })

  it('keeps English as it is, and an unknown message unchanged', () => {
    expect(translateNewsletterMessage('en', SUBSCRIBE_FAILED)).toBe(SUBSCRIBE_FAILED)
    expect(translateNewsletterMessage('ur', 'Something else.')).toBe('Something else.')
  })
})
