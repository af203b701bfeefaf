import 'server-only'
import type { Firestore } from '@/lib/firebase/firestore-types'
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
