'use server'

import { formFields } from '@/lib/forms/validated-action'
import { redirect } from 'next/navigation'
import { adminDb } from '@/lib/firebase/admin'
import { localePath } from '@/lib/i18n/locale-path'
import { isLocale } from '@/lib/i18n/locales'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { unsubscribe } from './unsubscribe'
import { unsubscribePagePath } from './unsubscribe-token'

/**
 * The "Unsubscribe" button on /newsletter/unsubscribe?token=… (a POST, so a scanner opening the e-mail's link
 * unsubscribes nobody). Then shows the link's page again, which reads the outcome itself ("You are
 * unsubscribed"); `failed` only adds "please try again" while the page still finds the address subscribed.
 */
export async function unsubscribeNewsletterAction(formData: FormData): Promise<void> {
  const { token, language } = formFields(formData)
  if (!token || token.length > 200) return
  let failed = false
  try {
    await unsubscribe(adminDb(), orderProofSecret(), token)
  } catch (error) {
    console.error('[newsletter] unsubscribing failed', error)
    failed = true
  }
  const path = localePath(isLocale(language) ? language : 'en', unsubscribePagePath(token))
  redirect(failed ? `${path}&failed` : path)
}
