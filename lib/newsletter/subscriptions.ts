import 'server-only'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { type NewsletterSource, subscriberKey } from './newsletter-email'

/**
 * Subscriptions are `newsletter/{subscriberKey(email)}` = { email, source, createdAt }, written only by the
 * sign-up action through firebase-admin (firestore.rules deny the browser).
 */
export const NEWSLETTER_COLLECTION = 'newsletter'

/** gRPC ALREADY_EXISTS: a create() found the document there. */
const ALREADY_EXISTS = 6

/**
 * Stores a subscription once. A second sign-up for the same mailbox changes nothing (the first date and source
 * stay) and is reported exactly like a new one, so the form cannot be used to learn who subscribes.
 */
export async function storeSubscription(
  db: Firestore,
  email: string,
  source: NewsletterSource,
): Promise<void> {
  try {
    await db
      .collection(NEWSLETTER_COLLECTION)
      .doc(subscriberKey(email))
      .create({ email, source, createdAt: FieldValue.serverTimestamp() })
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS)
      return
    throw error
  }
}
