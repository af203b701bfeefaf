import 'server-only'
import { firestoreCall } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { orderFromDoc, ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { changeOrderStatus, type OrderActor } from '@/lib/orders/lifecycle/change-status'
import type { ConfirmMessage } from './confirm-messages'
import { verifyConfirmToken } from './confirm-token'

type ShopperActor = Extract<OrderActor, { role: 'shopper' }>

/**
 * The shopper confirms her placed order: one lifecycle transaction (lib/orders/lifecycle/change-status.ts)
 * moves it to 'confirmed' and records `by.role: 'shopper'` and the time in its history. Idempotent: an order
 * already confirmed answers 'confirm-already' and writes nothing. An order she may not see answers
 * 'confirm-invalid', like one that does not exist.
 */
export async function confirmOrderAsShopper(
  db: Firestore,
  orderId: string,
  actor: ShopperActor,
  now: Date,
): Promise<ConfirmMessage> {
  const outcome = await changeOrderStatus(db, { orderId, to: 'confirmed', actor }, now)
  if (outcome.ok) {
    if (!outcome.repeated) return { code: 'confirm-done', at: now.toISOString() }
    return outcome.status === 'confirmed'
      ? { code: 'confirm-already' }
      : { code: 'confirm-closed', status: outcome.status }
  }
  if (outcome.code === 'status-not-allowed') return { code: 'confirm-closed', status: outcome.from }
  return { code: 'confirm-invalid' }
}

/**
 * The same from the e-mail's link: the signed token (lib/orders/confirmation/confirm-token.ts) is the proof,
 * so no session or proof cookie is needed. Only a genuine token within its 24 hours reaches Firestore. The
 * history records no uid: whoever holds the link confirms, whichever account this browser is signed in to.
 */
export async function confirmOrderByLink(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<ConfirmMessage> {
  const check = verifyConfirmToken(secret, token, now)
  if (!check.ok) return check.reason === 'expired' ? { code: 'confirm-expired' } : { code: 'confirm-invalid' }
  return confirmOrderAsShopper(
    db,
    check.orderId,
    { role: 'shopper', uid: null, confirmLinkOrderId: check.orderId },
    now,
  )
}

/** What the link's page shows before anything is pressed: the form, or why there is nothing to confirm. */
export type ConfirmLinkState =
  | { ready: true; orderId: string }
  | {
      ready: false
      /** The order a genuine link names (expired ones too), for its number; null for a link we did not make. */
      orderId: string | null
      answer: Exclude<ConfirmMessage, { code: 'confirm-done' | 'confirm-too-many' }>
    }

/**
 * Reads (never writes) what the page at /orders/confirm/{token} offers. A GET must change nothing: mail
 * scanners open links to check them, and only a POST (the form) confirms.
 */
export async function confirmLinkState(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<ConfirmLinkState> {
  const check = verifyConfirmToken(secret, token, now)
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ready: false, orderId: check.orderId, answer: { code: 'confirm-expired' } }
      : { ready: false, orderId: null, answer: { code: 'confirm-invalid' } }
  }
  const order = await readOrder(db, check.orderId)
  if (!order) return { ready: false, orderId: null, answer: { code: 'confirm-invalid' } }
  if (order.status === 'placed') return { ready: true, orderId: order.id }
  if (order.status === 'confirmed')
    return { ready: false, orderId: order.id, answer: { code: 'confirm-already' } }
  return { ready: false, orderId: order.id, answer: { code: 'confirm-closed', status: order.status } }
}

async function readOrder(db: Firestore, id: string) {
  const snapshot = await firestoreCall('read order', () => db.collection(ORDERS_COLLECTION).doc(id).get())
  return snapshot.exists ? orderFromDoc(snapshot.id, snapshot.data()) : null
}
