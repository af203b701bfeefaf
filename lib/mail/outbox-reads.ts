import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION, outboxEntryFromDoc, type OutboxEntry } from '@/lib/mail/outbox-doc'

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
