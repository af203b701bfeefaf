import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { provenOrderIdsIn } from '@/lib/orders/proof/order-proof-cookie'

/** Firestore document ids cannot contain '/', and the shop's order ids (idempotency keys) are UUIDs. */
export function isPossibleOrderId(id: string): boolean {
  return /^[\w-]{1,100}$/.test(id)
}

/**
 * Whether order `id` exists and belongs to `uid` (from the verified session). For proxy.ts, which must answer
 * another shopper's order, or a made-up id, with a real 404 before the page starts streaming. Reads only the
 * owner field. Throws ServiceUnavailableError when Firestore cannot answer in time.
 */
export async function isOrderOwnedBy(uid: string, id: string): Promise<boolean> {
  if (!isPossibleOrderId(id)) return false
  const snapshot = await firestoreCall('read order owner', () =>
    adminDb().collection(ORDERS_COLLECTION).doc(id).get(),
  )
  return snapshot.exists && snapshot.get('uid') === uid
}

/**
 * Whether order `id` is a guest's (no account) and the signed proof cookie lists it. Reads the order only when
 * the proof names it. Throws ServiceUnavailableError when Firestore cannot answer in time.
 */
export async function isProvenGuestOrder(id: string, proofCookie: string | undefined): Promise<boolean> {
  if (!provenOrderIdsIn(proofCookie).includes(id)) return false
  const snapshot = await firestoreCall('read order owner', () =>
    adminDb().collection(ORDERS_COLLECTION).doc(id).get(),
  )
  return snapshot.exists && snapshot.get('uid') === null
}
