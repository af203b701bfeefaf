import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { DocumentReference, DocumentSnapshot, Firestore } from '@/lib/firebase/firestore-types'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { verifyNewsletterToken } from './newsletter-token'
import { verifyUnsubscribeToken } from './unsubscribe-token'

/**
 * Every read of `newsletter/{subscriberKey(email)}` outside a transaction (the shape is described in
 * ./subscriptions.ts). Its writes are the transactions in ./subscriptions.ts, ./confirm-subscription.ts and
 * ./unsubscribe.ts, which take `subscriptionRef` and `subscriptionStatus` from here. Nothing here is cached:
 * a link's page must say what the press of a moment ago did.
 */
export const NEWSLETTER_COLLECTION = 'newsletter'

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed'

export function subscriptionRef(db: Firestore, key: string): DocumentReference {
  return db.collection(NEWSLETTER_COLLECTION).doc(key)
}

/** A subscription's status, or null when there is none; an unknown stored status reads as pending. */
export function subscriptionStatus(snapshot: DocumentSnapshot): SubscriptionStatus | null {
  if (!snapshot.exists) return null
  const status: unknown = snapshot.get('status')
  return status === 'confirmed' || status === 'unsubscribed' ? status : 'pending'
}

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
 * A genuine token whose subscription is gone counts as not valid. Never cached (see the top).
 */
export async function newsletterLinkState(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<NewsletterLinkAnswer> {
  const check = verifyNewsletterToken(secret, token, now)
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'not-valid'
  const snapshot = await firestoreCall('read subscription', () => subscriptionRef(db, check.key).get())
  const status = subscriptionStatus(snapshot)
  if (status === null) return 'not-valid'
  if (status === 'unsubscribed') return 'unsubscribed'
  return status === 'confirmed' ? 'already-confirmed' : 'ready'
}

/** The same for the confirmation link's page, with the shop's database and key. */
export function readNewsletterLinkState(
  token: string,
  now: Date = new Date(),
): Promise<NewsletterLinkAnswer> {
  return newsletterLinkState(adminDb(), orderProofSecret(), token, now)
}

/** Where the unsubscribe link's subscription stands; the page picks the words (components/newsletter/). */
export type UnsubscribeState = 'subscribed' | 'unsubscribed' | 'not-valid'

/**
 * What the link's page offers, read without changing anything (a GET: link scanners open links): the button
 * while the address is subscribed (pending or confirmed), or that it no longer is. A forged token costs one
 * HMAC and no read. A genuine token whose subscription is gone is simply not subscribed. Never cached.
 */
export async function unsubscribeState(
  db: Firestore,
  secret: string,
  token: string,
): Promise<UnsubscribeState> {
  const check = verifyUnsubscribeToken(secret, token)
  if (!check.ok) return 'not-valid'
  const snapshot = await firestoreCall('read subscription', () => subscriptionRef(db, check.key).get())
  const status = subscriptionStatus(snapshot)
  return status !== null && status !== 'unsubscribed' ? 'subscribed' : 'unsubscribed'
}

/** The same for the unsubscribe link's page, with the shop's database and key. */
export function readUnsubscribeState(token: string): Promise<UnsubscribeState> {
  return unsubscribeState(adminDb(), orderProofSecret(), token)
}
