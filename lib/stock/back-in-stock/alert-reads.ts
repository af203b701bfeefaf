import 'server-only'
import { createHash } from 'node:crypto'
import { firestoreCall } from '@/lib/firebase/calls'
import type { DocumentReference, Firestore, Query } from '@/lib/firebase/firestore-types'
import { verifyStockAlertToken } from './alert-token'

/**
 * "Tell me when it's back" requests: `stockAlerts/{alertKey}` = { email, productId, variant, language,
 * status: 'pending' | 'waiting' | 'sent', waiting: 'productId|Colour|Size' while confirmed and not yet told
 * (null otherwise), createdAt, confirmSentAt, confirmedAt, sentAt }. Written by ./stock-alerts.ts (sign-up and
 * confirmation) and ./back-in-stock-hooks.ts (the receipt that tells her, in its transaction). Nothing here is
 * cached: the back office's waiting counts and a link's page must be of now.
 */
export const STOCK_ALERTS_COLLECTION = 'stockAlerts'

/** One request per mailbox and variant, whatever the case of its letters; the id reveals no address. */
export function alertKey(email: string, productId: number, variant: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}\n${productId}\n${variant}`).digest('hex')
}

export function alertRef(db: Firestore, key: string): DocumentReference {
  return db.collection(STOCK_ALERTS_COLLECTION).doc(key)
}

/** The confirmed requests still waiting for one variant: one equality on one field, no composite index. */
export function waitingForVariant(db: Firestore, productId: number, variant: string): Query {
  return db.collection(STOCK_ALERTS_COLLECTION).where('waiting', '==', `${productId}|${variant}`)
}

/** How many shoppers wait for each variant (`productId|Colour|Size` → count), for /staff/stock. */
export async function readWaitingCounts(db: Firestore): Promise<Map<string, number>> {
  const snapshot = await firestoreCall('read stock alerts', () =>
    db.collection(STOCK_ALERTS_COLLECTION).where('status', '==', 'waiting').select('waiting').get(),
  )
  const counts = new Map<string, number>()
  for (const doc of snapshot.docs) {
    const waiting: unknown = doc.get('waiting')
    if (typeof waiting === 'string') counts.set(waiting, (counts.get(waiting) ?? 0) + 1)
  }
  return counts
}

/** A request's status for its link's page, or null when there is none. */
export async function readAlertStatus(db: Firestore, key: string): Promise<string | null> {
  const snapshot = await firestoreCall('read stock alert', () => alertRef(db, key).get())
  return snapshot.exists ? String(snapshot.get('status')) : null
}

/** What a confirmation link can still do, read without changing anything (mail scanners open links). */
export type AlertLinkState = 'ready' | 'already-confirmed' | 'already-told' | 'expired' | 'not-valid'

export async function readAlertLinkState(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<AlertLinkState> {
  const check = verifyStockAlertToken(secret, token, now)
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'not-valid'
  const status = await readAlertStatus(db, check.key)
  if (status === null) return 'not-valid'
  return status === 'waiting' ? 'already-confirmed' : status === 'sent' ? 'already-told' : 'ready'
}
