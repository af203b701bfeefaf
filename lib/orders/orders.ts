import 'server-only'
import { currentUid } from '@/lib/shopper/current-shopper'
import { adminDb } from '@/lib/firebase/admin'
import type { Order } from './order-doc'
import { readOrder } from './order-reads'
import { canViewOrder } from './access/order-access'
import { provenOrderIds } from './proof/order-proof-cookie'
import { isHoldDue } from './lifecycle/hold'
import { lapseOrder } from './lifecycle/lapse-holds'
import { releaseHeldReceiptsIfVerified } from '@/lib/mail/held-receipts'
import { refreshAvailability } from '@/lib/stock/refresh-availability'

/**
 * An order for whoever may see it in this request (lib/orders/access/order-access.ts): the signed-in owner, or for a
 * guest order the browser holding its proof. Null when there is no such order or it is someone else's (the
 * page shows "not found" in every case, so order ids reveal nothing). Request-time: call inside <Suspense>.
 *
 * Looking is also when an order catches up with time: one whose hold ended lapses now, and an account that
 * has just verified its e-mail (the verification link continues here) gets its held receipt.
 */
export async function getViewableOrder(id: string): Promise<Order | null> {
  const [uid, proven] = await Promise.all([currentUid(), provenOrderIds()])
  const db = adminDb()
  const order = await readOrder(db, id)
  if (!order || !canViewOrder(order, { uid, provenOrderIds: proven })) return null
  if (isHoldDue(order, new Date())) {
    const lapsed = await lapseOrder(db, order.id, new Date())
    refreshAvailability(lapsed.stockMoves)
    return (await readOrder(db, id)) ?? order
  }
  if (order.receiptHeld && order.uid && (await releaseHeldReceiptsIfVerified(db, order.uid)) > 0) {
    return (await readOrder(db, id)) ?? order
  }
  return order
}
