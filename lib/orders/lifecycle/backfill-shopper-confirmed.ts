import 'server-only'
import { firestoreTransaction } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { forEachOrdersPage, orderFromSnapshot, orderRef } from '@/lib/orders/order-reads'
import type { Order } from '@/lib/orders/order-doc'

/** Whether an order's last step is the shopper's own confirmation, which staff have not yet taken up. */
function confirmedByShopper(order: Order): boolean {
  const last = order.history.at(-1)
  return order.status === 'confirmed' && last?.status === 'confirmed' && last.by.role === 'shopper'
}

/**
 * Gives `shopperConfirmed` to the orders confirmed before it was stored: the open-order caps count an order
 * the shopper confirmed herself until staff act (lib/orders/placing/order-placer.ts), and without the field
 * such an order counted towards none, so a script's orders confirmed before the deploy held stock past
 * every cap. Every order staff have stepped since has the field (false), so only a missing one is looked
 * at, and each is set in a transaction that reads it again: a staff step taken meanwhile wins.
 * Idempotent: a second run finds no order without the field. Run by `npm run migrate`.
 */
export async function backfillShopperConfirmed(
  db: Firestore,
  { pageSize = 200 }: { pageSize?: number } = {},
): Promise<{ scanned: number; updated: number }> {
  let scanned = 0
  let updated = 0
  await forEachOrdersPage(db, pageSize, async (orders) => {
    for (const { order, shopperConfirmed } of orders) {
      scanned += 1
      if (shopperConfirmed !== undefined || !confirmedByShopper(order)) continue
      const ref = orderRef(db, order.id)
      const set = await firestoreTransaction(db, 'mark shopper-confirmed order', async (tx) => {
        const snapshot = await tx.get(ref)
        const now = orderFromSnapshot(snapshot)
        if (snapshot.get('shopperConfirmed') !== undefined || !now || !confirmedByShopper(now)) return false
        tx.update(ref, { shopperConfirmed: true })
        return true
      })
      if (set) updated += 1
    }
  })
  return { scanned, updated }
}
