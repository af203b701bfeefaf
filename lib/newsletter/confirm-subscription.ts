import 'server-only'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { verifyNewsletterToken } from './newsletter-token'
import { type NewsletterLinkAnswer, subscriptionRef, subscriptionStatus } from './newsletter-reads'

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
  const ref = subscriptionRef(db, check.key)
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref)
    const status = subscriptionStatus(snapshot)
    if (status === null) return 'not-valid'
    if (status === 'unsubscribed') return 'unsubscribed'
    if (status === 'confirmed') return 'already-confirmed'
    tx.update(ref, { status: 'confirmed', confirmedAt: FieldValue.serverTimestamp() })
    return 'confirmed'
  })
}
