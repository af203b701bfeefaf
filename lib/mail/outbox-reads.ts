import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { type DocumentReference, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION, outboxEntryFromDoc, type OutboxEntry } from '@/lib/mail/outbox-doc'

/**
 * Every read of the mail outbox, `mail/{id}` (lib/mail/outbox-doc.ts) outside a transaction. Messages are
 * written in the transaction of the change that causes them (./queue-mail.ts, lib/newsletter/subscriptions.ts)
 * and claimed by the sender's transactions (./sender/mail-sender.ts), all through `mailRef` / `newMailRef`.
 */

export function mailRef(db: Firestore, id: string): DocumentReference {
  return db.collection(MAIL_COLLECTION).doc(id)
}

/** A reference for a new message under an id Firestore draws. */
export function newMailRef(db: Firestore): DocumentReference {
  return db.collection(MAIL_COLLECTION).doc()
}

/**
 * Ids of up to `limit` messages due by `now`, soonest first, for the sender's pass. Never cached: the sender
 * claims each in a transaction that reads it again.
 */
export async function readDueMailIds(db: Firestore, now: Date, limit: number): Promise<string[]> {
  const due = await firestoreCall('read due mail', () =>
    db
      .collection(MAIL_COLLECTION)
      .where('sendAfter', '<=', Timestamp.fromDate(now))
      .orderBy('sendAfter')
      .limit(limit)
      .get(),
  )
  return due.docs.map((doc) => doc.id)
}

/**
 * An order's e-mails for the staff order page, oldest first, read per request (no cache: staff look here to
 * see whether the receipt went out or the address was refused). An order has a handful at most.
 */
export async function readOrderMail(orderId: string, db: Firestore = adminDb()): Promise<OutboxEntry[]> {
  const snapshot = await firestoreCall('read order mail', () =>
    db.collection(MAIL_COLLECTION).where('orderId', '==', orderId).limit(50).get(),
  )
  return snapshot.docs
    .map((doc) => outboxEntryFromDoc(doc.id, doc.data()))
    .filter((entry): entry is OutboxEntry => entry !== null)
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
}
