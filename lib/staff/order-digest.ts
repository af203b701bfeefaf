import 'server-only'
import { firestoreCall, firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { outboxDeliveryStart } from '@/lib/mail/queue-mail'
import { nudgeMailSender } from '@/lib/mail/sender/nudge'
import { orderFromDoc, ORDERS_COLLECTION, type Order } from '@/lib/orders/order-doc'
import { absoluteUrl } from '@/lib/site-url'
import { staffOrderDigestMail } from './order-digest-mail'
import { type StaffDigestSettings, staffDigestSettings } from './order-digest-settings'

/**
 * Staff hear of new orders by e-mail (SHOP_STAFF_ORDER_MAIL): one mail lists every order placed since the last
 * one, and at most one goes out per SHOP_STAFF_DIGEST_MINUTES. `jobs/staff-order-digest` = `{ sentAt,
 * coveredUntil }` says when the last went and which orders it covered; it is read and written in one
 * transaction, so two instances never mail the same orders. It runs after every order (a quiet shop mails the
 * first order at once) and from the scheduled job POST /api/jobs/staff-digest, which sends what waited. The
 * staff address is the shop's own, so the daily cap on mail to one address (lib/mail/recipient-allowance.ts)
 * does not apply to it.
 */
export const STAFF_DIGEST_DOC = 'jobs/staff-order-digest'
export const STAFF_DIGEST_KIND = 'staff-new-orders'

/** The most orders one mail lists; any more go in the next. */
const DIGEST_BATCH = 50
/** A first digest covers the last hour, not the whole history. */
const FIRST_LOOKBACK_MS = 60 * 60 * 1000

function isDue(sentAt: unknown, now: Date, everyMinutes: number): boolean {
  if (!(sentAt instanceof Timestamp)) return true
  return now.getTime() - sentAt.toMillis() >= everyMinutes * 60_000
}

/** Queues the digest if one is due and orders are waiting; returns how many orders it listed. */
export async function sendStaffOrderDigest(
  db: Firestore,
  now: Date = new Date(),
  settings: StaffDigestSettings = staffDigestSettings(),
): Promise<number> {
  const to = settings.to
  if (!to) return 0
  const ref = db.doc(STAFF_DIGEST_DOC)
  // A plain read first: most orders come while a digest is not due, and must not contend on this document.
  const peek = await firestoreCall('read staff digest', () => ref.get())
  if (!isDue(peek.get('sentAt'), now, settings.everyMinutes)) return 0
  const listed = await firestoreTransaction(db, 'send staff digest', async (tx) => {
    const snapshot = await tx.get(ref)
    if (!isDue(snapshot.get('sentAt'), now, settings.everyMinutes)) return 0
    const covered: unknown = snapshot.get('coveredUntil')
    const since =
      covered instanceof Timestamp ? covered : Timestamp.fromMillis(now.getTime() - FIRST_LOOKBACK_MS)
    const found = await tx.get(
      db
        .collection(ORDERS_COLLECTION)
        .where('createdAt', '>', since)
        .orderBy('createdAt')
        .limit(DIGEST_BATCH),
    )
    const orders = found.docs
      .map((doc) => ({ order: orderFromDoc(doc.id, doc.data()), createdAt: doc.get('createdAt') as unknown }))
      .filter((entry): entry is { order: Order; createdAt: Timestamp } => entry.order !== null)
    const last = orders.at(-1)
    if (!last) return 0
    tx.set(ref, { sentAt: Timestamp.fromDate(now), coveredUntil: last.createdAt })
    tx.create(db.collection(MAIL_COLLECTION).doc(), {
      to,
      message: staffOrderDigestMail(
        orders.map((entry) => entry.order),
        absoluteUrl,
      ),
      kind: STAFF_DIGEST_KIND,
      orderIds: orders.map((entry) => entry.order.id),
      language: 'en',
      createdAt: FieldValue.serverTimestamp(),
      ...outboxDeliveryStart(now),
    })
    return orders.length
  })
  if (listed > 0) nudgeMailSender()
  return listed
}
