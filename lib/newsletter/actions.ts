'use server'

import { mailboxKey } from '@/lib/checkout/mailbox'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentAddressKey } from '@/lib/rate-limit/request-address'
import { type LimitMessage, RATE_RULES } from '@/lib/rate-limit/rules'
import { NewsletterSignupSchema } from './newsletter-email'
import { storeSubscription } from './subscriptions'

export type NewsletterResult = ActionResult<object, LimitMessage | { code: 'subscribe-failed' }>

/**
 * The newsletter box's sign-up. Form fields: email, source ('home'), language. Validates and normalises the address,
 * counts the sign-up against the client's address and against the mailbox (RATE_RULES), then stores it as
 * pending with its confirmation e-mail in the page's language (double opt-in, ./subscriptions.ts). New,
 * pending or confirmed, the answer is the same `{ ok: true }`: nothing here tells who is subscribed.
 */
export async function subscribeToNewsletter(formData: FormData): Promise<NewsletterResult> {
  return runValidated(
    NewsletterSignupSchema,
    formFields(formData),
    async ({ email, source, language }): Promise<NewsletterResult> => {
      const byAddress = await limit(await currentAddressKey(), RATE_RULES.newsletterPerAddress)
      if (!byAddress.ok) return { ok: false, code: 'too-many-attempts' }
      const byMailbox = await limit(
        { kind: 'email', email: mailboxKey(email) },
        RATE_RULES.newsletterPerEmail,
      )
      if (!byMailbox.ok) return { ok: false, code: 'too-many-attempts' }
      try {
        await storeSubscription(adminDb(), email, source, language, orderProofSecret())
      } catch (error) {
        console.error('[newsletter] storing a subscription failed', error)
        return { ok: false, code: 'subscribe-failed' }
      }
      return { ok: true }
    },
  )
}
