import 'server-only'
import { currentUid } from '@/lib/shopper/current-shopper'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import {
  ORDER_COUNTS_COLLECTION,
  orderCountFromDoc,
  orderFromDoc,
  ORDERS_COLLECTION,
  type Order,
} from './order-doc'
import { canViewOrder } from './access/order-access'
import { isPossibleOrderId } from './access/order-owner'
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

export async function readOrder(db: Firestore, id: string): Promise<Order | null> {
  if (!isPossibleOrderId(id)) return null
  const snapshot = await firestoreCall('read order', () => db.collection(ORDERS_COLLECTION).doc(id).get())
  return snapshot.exists ? orderFromDoc(snapshot.id, snapshot.data()) : null
}

export async function readOwnOrder(db: Firestore, uid: string, id: string): Promise<Order | null> {
  const order = await readOrder(db, id)
  return order && order.uid === uid ? order : null
}

/**
 * A shopper's orders, newest first. `uid` must come from the verified session (getCurrentUser / getSession).
 * Sorted here rather than with orderBy, so the query needs no composite index (a shopper has few orders).
 */
export async function listOrders(uid: string, db: Firestore = adminDb()): Promise<Order[]> {
  const snapshot = await firestoreCall('list orders', () =>
    db.collection(ORDERS_COLLECTION).where('uid', '==', uid).get(),
  )
  return snapshot.docs
    .map((doc) => orderFromDoc(doc.id, doc.data()))
    .filter((order): order is Order => order !== null)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
}

/** How many orders the shopper has placed; 0 means their next order is their first (promo codes). */
export async function readOrderCount(db: Firestore, uid: string): Promise<number> {
  const snapshot = await firestoreCall('read order count', () =>
    db.collection(ORDER_COUNTS_COLLECTION).doc(uid).get(),
  )
  return orderCountFromDoc(snapshot.data())
}
