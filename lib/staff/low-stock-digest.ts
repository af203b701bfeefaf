import 'server-only'
import { products } from '@/data/products'
import { firestoreCall, firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { newMailRef } from '@/lib/mail/outbox-reads'
import { outboxDeliveryStart } from '@/lib/mail/queue-mail'
import { nudgeMailSender } from '@/lib/mail/sender/nudge'
import { absoluteUrl } from '@/lib/site-url'
import { readWaitingCounts } from '@/lib/stock/back-in-stock/alert-reads'
import { readProductStocks } from '@/lib/stock/stock-reads'
import { crossedSince, lowVariants, staffLowStockMail } from './low-stock-mail'
import { type StaffDigestSettings, staffDigestSettings } from './order-digest-settings'
import { shopDay } from './shop-day'
import { stockRows } from './stock-filters'

/**
 * Staff hear of low stock once a day, at the staff address of the new-orders mail (SHOP_STAFF_ORDER_MAIL):
 * one mail lists the variants that went to the low-stock threshold or under since the last one (a variant
 * that stays low is not listed again; one that recovers and falls again is). `jobs/staff-low-stock` =
 * `{ day, sentAt, low }` keeps the shop day of the last check and the variants low then; it is read and written
 * in one transaction, so two instances never mail the same day twice. The scheduled job POST
 * /api/jobs/staff-digest runs it (at most once per shop day), so no other schedule is needed.
 */
export const LOW_STOCK_DIGEST_DOC = 'jobs/staff-low-stock'
export const LOW_STOCK_DIGEST_KIND = 'staff-low-stock'

/** Checks once per shop day; queues the mail when something crossed. Returns how many variants it listed. */
export async function sendLowStockDigest(
  db: Firestore,
  now: Date = new Date(),
  settings: StaffDigestSettings = staffDigestSettings(),
): Promise<number> {
  const to = settings.to
  if (!to) return 0
  const today = shopDay(now)
  const ref = db.doc(LOW_STOCK_DIGEST_DOC)
  // A plain read first: the job runs every few minutes, and checks the figures only once a day.
  const peek = await firestoreCall('read low-stock digest', () => ref.get())
  if (peek.get('day') === today) return 0
  // The figures are read outside the transaction (every product's, a large read): the day's mark below is what
  // must not race, and a unit sold meanwhile shows in tomorrow's mail.
  const [stocks, waiting] = await Promise.all([
    readProductStocks(
      db,
      products.map((product) => product.id),
    ),
    readWaitingCounts(db),
  ])
  const low = lowVariants(stockRows(products, stocks, waiting, { q: null, show: null, group: null }))
  const listed = await firestoreTransaction(db, 'send low-stock digest', async (tx) => {
    const snapshot = await tx.get(ref)
    if (snapshot.get('day') === today) return 0
    const before: unknown = snapshot.get('low')
    const crossed = crossedSince(low, new Set(Array.isArray(before) ? before.map(String) : []))
    tx.set(ref, { day: today, sentAt: Timestamp.fromDate(now), low: low.map((variant) => variant.key) })
    if (crossed.length === 0) return 0
    tx.create(newMailRef(db), {
      to,
      message: staffLowStockMail(crossed, low.length, absoluteUrl),
      kind: LOW_STOCK_DIGEST_KIND,
      language: 'en',
      createdAt: FieldValue.serverTimestamp(),
      ...outboxDeliveryStart(now),
    })
    return crossed.length
  })
  if (listed > 0) nudgeMailSender()
  return listed
}
