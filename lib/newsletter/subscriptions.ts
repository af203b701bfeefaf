import 'server-only'
import { FieldValue, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { localePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'
import { newMailRef } from '@/lib/mail/outbox-reads'
import { readRecipientAllowance } from '@/lib/mail/recipient-allowance'
import { outboxDeliveryStart } from '@/lib/mail/queue-mail'
import { absoluteUrl } from '@/lib/site-url'
import { type NewsletterSource, subscriberKey } from './newsletter-email'
import { newsletterConfirmMail } from './newsletter-mail'
import { unsubscribeLinks } from './newsletter-mail-frame'
import { newsletterConfirmPath, signNewsletterToken } from './newsletter-token'
import { subscriptionRef } from './newsletter-reads'

/**
 * Subscriptions are `newsletter/{subscriberKey(email)}` = { email, source, language, createdAt, status:
 * 'pending' | 'confirmed' | 'unsubscribed', confirmedAt, confirmSentAt, unsubscribedAt? }, written only on the
 * server through firebase-admin (firestore.rules deny the browser). Double opt-in: a sign-up is pending until
 * the address opens the link in the e-mail queued with it (lib/newsletter/confirm-subscription.ts). Every
 * newsletter e-mail's unsubscribe link ends it (lib/newsletter/unsubscribe.ts); the document stays, marked
 * 'unsubscribed', so nothing is sent to that address until it signs up, and confirms, again. Its reads are
 * in lib/newsletter/newsletter-reads.ts.
 */

/** The outbox kind of the "please confirm" message (outbox docs of orders carry an orderId; these do not). */
export const NEWSLETTER_CONFIRM_KIND = 'newsletter-confirm'

/**
 * A pending address that signs up again gets the link again at most this often, so the form cannot be used
 * to flood a mailbox (the action's per-mailbox limit, RATE_RULES, caps the attempts themselves).
 */
export const CONFIRM_RESEND_INTERVAL_MS = 60 * 60 * 1000

export type StoreOutcome = 'pending-sent' | 'pending-resent' | 'unchanged'

/**
 * Stores a sign-up as pending and, in the same transaction, queues the confirmation e-mail in the page's
 * language (GUIDE 13). A pending address signing up again gets a fresh link once CONFIRM_RESEND_INTERVAL_MS
 * has passed since the last one; a confirmed address changes nothing and is sent nothing; an unsubscribed one
 * is pending again. The date of the first sign-up stays. The caller answers every outcome alike, so the form tells nobody who
 * subscribes.
 */
export async function storeSubscription(
  db: Firestore,
  email: string,
  source: NewsletterSource,
  language: Locale,
  secret: string,
  now: Date = new Date(),
): Promise<StoreOutcome> {
  const key = subscriberKey(email)
  const ref = subscriptionRef(db, key)
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref)
    // The confirmation counts against the address's daily mail like every other message; past it, nothing
    // is written and a later sign-up (tomorrow) sends the link.
    const allowance = await readRecipientAllowance(tx, db, email, now, { kind: 'invitation' })
    if (!allowance.allows) return 'unchanged'
    const status: unknown = snapshot.get('status')
    if (snapshot.exists && status === 'unsubscribed') {
      // She left and signs up again: double opt-in from the start, as for a new address.
      tx.update(ref, {
        status: 'pending',
        source,
        language,
        confirmedAt: null,
        confirmSentAt: Timestamp.fromDate(now),
      })
    } else if (snapshot.exists) {
      if (status !== 'pending') return 'unchanged'
      const lastSent = snapshot.get('confirmSentAt') as Timestamp | undefined
      if (lastSent && now.getTime() - lastSent.toMillis() < CONFIRM_RESEND_INTERVAL_MS) return 'unchanged'
      tx.update(ref, { confirmSentAt: Timestamp.fromDate(now), language })
    } else {
      tx.create(ref, {
        email,
        source,
        language,
        status: 'pending',
        createdAt: FieldValue.serverTimestamp(),
        confirmedAt: null,
        confirmSentAt: Timestamp.fromDate(now),
      })
    }
    allowance.spend()
    const token = signNewsletterToken(secret, key, now)
    const confirmUrl = absoluteUrl(localePath(language, newsletterConfirmPath(token)))
    tx.create(newMailRef(db), {
      to: email,
      message: newsletterConfirmMail(language, confirmUrl, unsubscribeLinks(secret, key, language)),
      kind: NEWSLETTER_CONFIRM_KIND,
      subscriberKey: key,
      language,
      createdAt: FieldValue.serverTimestamp(),
      ...outboxDeliveryStart(now),
    })
    return snapshot.exists && status === 'pending' ? 'pending-resent' : 'pending-sent'
  })
}
