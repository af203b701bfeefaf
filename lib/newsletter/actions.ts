'use server'

import { type ActionResult, formFields, runValidated } from '@/lib/checkout/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentAddressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES, TOO_MANY_ATTEMPTS } from '@/lib/rate-limit/rules'
import { NewsletterSignupSchema, SUBSCRIBE_FAILED } from './newsletter-email'
import { storeSubscription } from './subscriptions'

export type NewsletterResult = ActionResult

/**
 * The newsletter box's sign-up. Form fields: email, source ('home'). Validates and normalises the address,
 * counts the sign-up against the client's address and against the mailbox (RATE_RULES), then stores it.
 * New or already subscribed, the answer is the same `{ ok: true }`: nothing here tells who is subscribed.
 */
export async function subscribeToNewsletter(formData: FormData): Promise<NewsletterResult> {
  return runValidated(NewsletterSignupSchema, formFields(formData), async ({ email, source }) => {
    const byAddress = await limit(await currentAddressKey(), RATE_RULES.newsletterPerAddress)
    if (!byAddress.ok) return { ok: false, error: TOO_MANY_ATTEMPTS }
    const byMailbox = await limit(
      { kind: 'email', email: email.toLowerCase() },
      RATE_RULES.newsletterPerEmail,
    )
    if (!byMailbox.ok) return { ok: false, error: TOO_MANY_ATTEMPTS }
    try {
      await storeSubscription(adminDb(), email, source)
    } catch (error) {
      console.error('[newsletter] storing a subscription failed', error)
      return { ok: false, error: SUBSCRIBE_FAILED }
    }
    return { ok: true }
  })
}
