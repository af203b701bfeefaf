'use server'

import { formFields } from '@/lib/forms/validated-action'
import { redirect } from 'next/navigation'
import { adminDb } from '@/lib/firebase/admin'
import { localePath } from '@/lib/i18n/locale-path'
import { isLocale } from '@/lib/i18n/locales'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { confirmSubscription } from './confirm-subscription'
import { newsletterConfirmPath } from './newsletter-token'

/**
 * The button on /newsletter/confirm/{token} (a POST, so a mail scanner opening the link confirms nothing).
 * Confirms, then shows the link's page again with `?done`, which words a fresh confirmation as a thank-you;
 * the page reads the outcome itself, so nothing the browser sends decides what it says.
 */
export async function confirmNewsletterAction(formData: FormData): Promise<void> {
  const { token, language } = formFields(formData)
  if (!token || token.length > 200) return
  let outcome: string
  try {
    outcome = await confirmSubscription(adminDb(), orderProofSecret(), token, new Date())
  } catch (error) {
    console.error('[newsletter] confirming a subscription failed', error)
    outcome = 'failed'
  }
  const path = localePath(
    isLocale(language) ? language : 'en',
    newsletterConfirmPath(encodeURIComponent(token)),
  )
  redirect(outcome === 'confirmed' ? `${path}?done` : path)
}
