import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { NEWSLETTER_COLLECTION } from './subscriptions'
import { verifyUnsubscribeToken } from './unsubscribe-token'

/** Where the unsubscribe link's subscription stands; the page picks the words (components/newsletter/). */
export type UnsubscribeState = 'subscribed' | 'unsubscribed' | 'not-valid'

/**
 * What the link's page offers, read without changing anything (a GET: link scanners open links): the button
 * while the address is subscribed (pending or confirmed), or that it no longer is. A forged token costs one
 * HMAC and no read. A genuine token whose subscription is gone is simply not subscribed.
 */
export async function unsubscribeState(
  db: Firestore,
  secret: string,
  token: string,
): Promise<UnsubscribeState> {
  const check = verifyUnsubscribeToken(secret, token)
  if (!check.ok) return 'not-valid'
  const snapshot = await db.collection(NEWSLETTER_COLLECTION).doc(check.key).get()
  return snapshot.exists && snapshot.get('status') !== 'unsubscribed' ? 'subscribed' : 'unsubscribed'
}

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
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(check.key)
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref)
    if (snapshot.exists && snapshot.get('status') !== 'unsubscribed') {
      tx.update(ref, { status: 'unsubscribed', unsubscribedAt: FieldValue.serverTimestamp() })
    }
  })
  return 'unsubscribed'
}

/** The same for the link's page, with the shop's database and key. */
export function readUnsubscribeState(token: string): Promise<UnsubscribeState> {
  return unsubscribeState(adminDb(), orderProofSecret(), token)
}
