import 'server-only'
import type { Firestore } from '@/lib/firebase/firestore-types'
import type { RateKey } from '@/lib/rate-limit/rate-limit'
import { ORDERS_COLLECTION } from './order-doc'

/**
 * Who places an order, for the limits on placing orders. Today only a signed-in account; guest checkout
 * (a later issue) adds `{ kind: 'guest'; mobile: string }` here, with its own rate key and open-order query
 * (by the order's mobile number), and every limit below applies to it unchanged.
 */
export type OrderPlacer = { kind: 'account'; uid: string }

/**
 * Cash on delivery costs the shop a phone call and a courier for every order, so one placer may have at most
 * this many orders waiting for confirmation (status `placed`); the next is refused until one is confirmed.
 */
export const MAX_OPEN_ORDERS = 3

export const TOO_MANY_OPEN_ORDERS = `You already have ${MAX_OPEN_ORDERS} orders waiting for confirmation. Please wait for us to call you, or contact us.`

export function placerRateKey(placer: OrderPlacer): RateKey {
  return { kind: 'account', uid: placer.uid }
}

/**
 * The placer's unconfirmed orders, at most MAX_OPEN_ORDERS of them (enough to decide). Two equality filters
 * need no composite index: Firestore merges the single-field indexes.
 */
export function openOrdersQuery(db: Firestore, placer: OrderPlacer) {
  return db
    .collection(ORDERS_COLLECTION)
    .where('uid', '==', placer.uid)
    .where('status', '==', 'placed')
    .limit(MAX_OPEN_ORDERS)
}
