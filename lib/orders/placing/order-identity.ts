import 'server-only'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { FieldValue, type Firestore, type Transaction } from '@/lib/firebase/firestore-types'
import type { OrderPlacer } from './order-placer'

/**
 * Who an order is, decided by the server: its id is a UUID drawn here and its number a random FT-XXXXXXXX
 * that the transaction reserves, so nothing the browser sends picks either.
 *
 * The checkout's idempotency key (one per attempt, lib/checkout/checkout-key.ts) stays the client's: it is
 * stored apart, as `checkoutKeys/{sha256(placer, key)}` = `{ orderId }`, scoped to the placer (account or
 * guest cookie), so a repeat of the same press finds its order and another shopper's key finds nothing.
 * `orderNumbers/{number}` = `{ orderId }` reserves each number: the transaction reads it before taking it
 * and `create` refuses a second writer, so two orders can never share a number.
 */
export const CHECKOUT_KEYS_COLLECTION = 'checkoutKeys'
export const ORDER_NUMBERS_COLLECTION = 'orderNumbers'

export function newOrderId(): string {
  return randomUUID()
}

function newOrderNumber(): string {
  return `FT-${randomBytes(4).toString('hex').toUpperCase()}`
}

function placerText(placer: OrderPlacer): string {
  return placer.kind === 'account' ? `account:${placer.uid}` : `guest:${placer.guestId}`
}

export function checkoutKeyRef(db: Firestore, placer: OrderPlacer, idempotencyKey: string) {
  const id = createHash('sha256')
    .update(`${placerText(placer)}\n${idempotencyKey}`)
    .digest('hex')
  return db.collection(CHECKOUT_KEYS_COLLECTION).doc(id)
}

/** With 2^32 numbers, a draw that is taken is rare; a few tries make a clash practically impossible. */
const NUMBER_DRAWS = 5

export type ReservedNumber = { number: string; write: (orderId: string) => void }

/** Draws a number no order has, in the transaction; `write` (after every read) reserves it for the order. */
export async function reserveOrderNumber(
  tx: Transaction,
  db: Firestore,
  draw: () => string = newOrderNumber,
): Promise<ReservedNumber> {
  for (let attempt = 0; attempt < NUMBER_DRAWS; attempt += 1) {
    const number = draw()
    const ref = db.collection(ORDER_NUMBERS_COLLECTION).doc(number)
    if ((await tx.get(ref)).exists) continue
    return {
      number,
      write: (orderId) => tx.create(ref, { orderId, createdAt: FieldValue.serverTimestamp() }),
    }
  }
  throw new Error(`No free order number in ${NUMBER_DRAWS} draws`)
}
