import 'server-only'
import { currentUid } from '@/lib/cart/shopper'
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
import { isPossibleOrderId } from './order-owner'

/**
 * An order for its owner: the signed-in shopper of this request. Null when signed out, when there is no such
 * order, or when it belongs to someone else (the page shows "not found" in every case, so order ids reveal
 * nothing). Request-time: call inside <Suspense>.
 */
export async function getOrder(id: string): Promise<Order | null> {
  const uid = await currentUid()
  if (!uid) return null
  return readOwnOrder(adminDb(), uid, id)
}

export async function readOwnOrder(db: Firestore, uid: string, id: string): Promise<Order | null> {
  if (!isPossibleOrderId(id)) return null
  const snapshot = await firestoreCall('read order', () => db.collection(ORDERS_COLLECTION).doc(id).get())
  const order = snapshot.exists ? orderFromDoc(snapshot.id, snapshot.data()) : null
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
