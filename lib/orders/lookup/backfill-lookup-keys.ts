import 'server-only'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { forEachOrdersPage, orderRef } from '@/lib/orders/order-reads'
import { orderLookupKeys } from './search-keys'

/**
 * Gives every order the search keys it lacks (`lookup`, lib/orders/lookup/search-keys.ts): orders placed
 * before staff could search by name, city or the end of a mobile have only their number, mobile and e-mail.
 * Idempotent: each order gets only the keys it is missing, by arrayUnion, so a second run writes nothing and
 * an order placed or changed meanwhile keeps what it has. Run by `npm run migrate` (docs/production.md).
 */
export async function backfillOrderLookupKeys(
  db: Firestore,
  { pageSize = 200 }: { pageSize?: number } = {},
): Promise<{ scanned: number; updated: number }> {
  let scanned = 0
  let updated = 0
  await forEachOrdersPage(db, pageSize, async (orders) => {
    const writes = db.batch()
    let pending = 0
    for (const { order, lookup } of orders) {
      scanned += 1
      const mobile = order.contact?.mobile ?? order.address.mobile
      const wanted = orderLookupKeys({
        number: order.number,
        mobile,
        email: order.contact?.email || null,
        fullName: order.address.fullName,
        city: order.address.city,
      })
      const stored = new Set(Array.isArray(lookup) ? lookup : [])
      const missing = wanted.filter((key) => !stored.has(key))
      if (missing.length === 0) continue
      writes.update(orderRef(db, order.id), { lookup: FieldValue.arrayUnion(...missing) })
      pending += 1
    }
    if (pending > 0) await writes.commit()
    updated += pending
  })
  return { scanned, updated }
}
