import 'server-only'
import { mailboxKey } from '@/lib/checkout/mailbox'
import { createHash } from 'node:crypto'
import type { Firestore, Query } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'

/**
 * Who places an order, for the caps on unconfirmed orders: a signed-in account or a guest (known by the
 * random id in their `fatin_guest` cookie), and for both the mobile and e-mail the order gives and the
 * client address it came from (lib/rate-limit/client-address.ts; null when the server cannot tell). Each is
 * counted, so a new cookie, a new number, a new e-mail or a new account alone does not reset a cap; the
 * address is the one thing a script cannot change at will.
 */
export type OrderPlacer = ({ kind: 'account'; uid: string } | { kind: 'guest'; guestId: string }) & {
  mobile: string
  /** Lower-cased; '' for an account without one. */
  email: string
  /** The client's address (lib/rate-limit/client-address.ts), or null when the server cannot tell. */
  address: string | null
}

/**
 * Cash on delivery costs the shop a phone call and a courier for every order, so one account, guest cookie,
 * mobile or e-mail may have at most this many orders waiting for the shop: unconfirmed (status `placed`), or
 * confirmed by the shopper herself and not yet taken up by staff (`shopperConfirmed`, set by
 * lib/orders/lifecycle/change-status.ts). The next is refused until staff confirm or ship one, or one is
 * cancelled or lapses. Her own confirmation frees no place: it costs only an inbox, and on a catch-all domain
 * every address is one, while a confirmed order never lapses and keeps its stock until staff act.
 */
export const MAX_OPEN_ORDERS = 3

/** What a cap counts by, for the shopper's message: her own details, or the connection many may share. */
export type OpenOrderCount = 'shopper' | 'connection'

/** The address as an order stores it (`placedFrom`): a hash, so orders hold no client address in the clear. */
export function placedFromKey(address: string): string {
  return createHash('sha256').update(`fatin-order-address\n${address}`).digest('hex')
}

/** One cap: its orders are the sum of the answers to `queries` (the unconfirmed, the shopper-confirmed). */
type OpenOrdersQuery = {
  queries: Query[]
  limit: number
  counts: OpenOrderCount
}

/**
 * The placer's orders waiting for the shop, each query limited to its cap (enough to decide): by account or
 * cookie id, by mobile, by e-mail, and by client address (SHOP_OPEN_ORDERS_PER_ADDRESS, roomier, since many
 * phones share one carrier address). Two equality filters need no composite index: Firestore merges
 * single-field indexes.
 */
export function openOrdersQueries(db: Firestore, placer: OrderPlacer, perAddress: number): OpenOrdersQuery[] {
  const orders = db.collection(ORDERS_COLLECTION)
  const open = (field: string, value: string, limit: number, counts: OpenOrderCount): OpenOrdersQuery => ({
    queries: [
      orders.where(field, '==', value).where('status', '==', 'placed').limit(limit),
      orders.where(field, '==', value).where('shopperConfirmed', '==', true).limit(limit),
    ],
    limit,
    counts,
  })
  const queries = [
    placer.kind === 'account'
      ? open('uid', placer.uid, MAX_OPEN_ORDERS, 'shopper')
      : open('guestId', placer.guestId, MAX_OPEN_ORDERS, 'shopper'),
    open('contactMobile', placer.mobile, MAX_OPEN_ORDERS, 'shopper'),
  ]
  if (placer.email) queries.push(open('contactMailbox', mailboxKey(placer.email), MAX_OPEN_ORDERS, 'shopper'))
  if (placer.address)
    queries.push(open('placedFrom', placedFromKey(placer.address), perAddress, 'connection'))
  return queries
}
