import { Timestamp } from 'firebase-admin/firestore'
import { signConfirmToken } from '../../lib/orders/confirmation/confirm-token'
import { DEVELOPMENT_ORDER_PROOF_SECRET } from '../../lib/orders/proof/development-secret'
import { db } from './shop-data'

/**
 * The "Confirm my order" link the order-received e-mail carries, signed here as the server signs it: the test
 * server runs in emulator mode without SHOP_ORDER_PROOF_SECRET, so it uses the development key. `issuedAt`
 * in the past makes an expired link.
 */
export function confirmLink(orderId: string, issuedAt = new Date()): string {
  return `/orders/confirm/${signConfirmToken(DEVELOPMENT_ORDER_PROOF_SECRET, orderId, issuedAt)}`
}

/** The order id in an order page's path (/orders/{id} or /ur/orders/{id}). */
export function orderIdOf(path: string): string {
  const id = /\/orders\/([\w-]+)$/.exec(path)?.[1]
  if (!id) throw new Error(`No order id in ${path}`)
  return id
}

type StoredEntry = {
  status: string
  by: { uid: string | null; role: string }
  courier?: string
  tracking?: string
}

/** What the order document holds now: its status and its history (lib/orders/order-doc.ts). */
export async function storedOrder(id: string): Promise<{ status: string; history: StoredEntry[] }> {
  const snapshot = await db().collection('orders').doc(id).get()
  return {
    status: snapshot.get('status') as string,
    history: ((snapshot.get('history') as StoredEntry[] | undefined) ?? []).map(
      ({ status, by, courier, tracking }) => ({
        status,
        by,
        ...(courier ? { courier } : {}),
        ...(tracking ? { tracking } : {}),
      }),
    ),
  }
}

/** What the shopper pays on delivery for the order, in cents (its stored pricing). */
export async function storedTotal(id: string): Promise<number> {
  const snapshot = await db().collection('orders').doc(id).get()
  return snapshot.get('pricing.total') as number
}

/** Moves the order's placing time back, as if it had waited that long for the shopper. */
export async function backdateOrder(id: string, hours: number): Promise<void> {
  await db()
    .collection('orders')
    .doc(id)
    .update({ createdAt: Timestamp.fromDate(new Date(Date.now() - hours * 60 * 60 * 1000)) })
}
