import 'server-only'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { subscriptionRef, subscriptionStatus, type UnsubscribeState } from './newsletter-reads'
import { verifyUnsubscribeToken } from './unsubscribe-token'

/**
 * Ends the subscription a genuine token names, with the time, once: a second press (or the mail app's
 * one-click POST after the page's button) finds it ended and writes nothing. A forged token changes nothing.
 */
export async function unsubscribe(
  db: Firestore,
  secret: string,
  token: string,
): Promise<Exclude<UnsubscribeState, 'subscribed'>> {
  const check = verifyUnsubscribeToken(secret, token)
  if (!check.ok) return 'not-valid'
  const ref = subscriptionRef(db, check.key)
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref)
    const status = subscriptionStatus(snapshot)
    if (status !== null && status !== 'unsubscribed') {
      tx.update(ref, { status: 'unsubscribed', unsubscribedAt: FieldValue.serverTimestamp() })
    }
  })
  return 'unsubscribed'
}
