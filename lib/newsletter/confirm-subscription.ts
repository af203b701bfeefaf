import 'server-only'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { verifyNewsletterToken } from './newsletter-token'
import { NEWSLETTER_COLLECTION } from './subscriptions'

/** What a confirmation link did or can do; the page picks the words (components/newsletter/). */
export type NewsletterLinkAnswer =
  | 'ready'
  | 'confirmed'
  | 'already-confirmed'
  | 'expired'
  | 'not-valid'
  /** The address left (its unsubscribe link) after this link was sent: only a new sign-up brings it back. */
  | 'unsubscribed'

/**
 * What the link can do, read without changing anything (the page a GET opens: mail scanners open links too).
 * A genuine token whose subscription is gone counts as not valid.
 */
export async function newsletterLinkState(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<NewsletterLinkAnswer> {
  const check = verifyNewsletterToken(secret, token, now)
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'not-valid'
  const snapshot = await db.collection(NEWSLETTER_COLLECTION).doc(check.key).get()
  if (!snapshot.exists) return 'not-valid'
  const status: unknown = snapshot.get('status')
  if (status === 'unsubscribed') return 'unsubscribed'
  return status === 'confirmed' ? 'already-confirmed' : 'ready'
}

/**
 * Confirms the subscription a genuine, unexpired token names, with the time, once: a second confirmation
 * finds it confirmed and changes nothing. Expired and forged tokens change nothing.
 */
export async function confirmSubscription(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<Exclude<NewsletterLinkAnswer, 'ready'>> {
  const check = verifyNewsletterToken(secret, token, now)
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'not-valid'
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(check.key)
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref)
    if (!snapshot.exists) return 'not-valid'
    if (snapshot.get('status') === 'unsubscribed') return 'unsubscribed'
    if (snapshot.get('status') === 'confirmed') return 'already-confirmed'
    tx.update(ref, { status: 'confirmed', confirmedAt: FieldValue.serverTimestamp() })
    return 'confirmed'
  })
}
