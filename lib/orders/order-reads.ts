import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  Timestamp,
  type Transaction,
} from '@/lib/firebase/firestore-types'
import {
  ORDER_COUNTS_COLLECTION,
  OrderLineSchema,
  type OrderLine,
  orderCountFromDoc,
  orderFromDoc,
  ORDERS_COLLECTION,
  type Order,
} from './order-doc'

/**
 * Every read of `orders/{id}` and `orderCounts/{uid}` outside a transaction, for shoppers, guests and the
 * jobs (the staff's lists and searches are in lib/staff/staff-order-reads.ts). None is cached: an order is
 * personal, changes as it moves (a hold lapses, staff confirm it), and every reader acts on what it finds.
 * The transactions that change orders (placing, lifecycle, linking, mail) read with `tx.get(orderRef(...))`
 * and convert with `orderFromSnapshot` from here.
 */

/** Order ids the shop draws (UUIDs; older ones were other safe words): anything else is no order. */
export function isPossibleOrderId(id: string): boolean {
  return /^[\w-]{1,100}$/.test(id)
}

export function orderRef(db: Firestore, id: string): DocumentReference {
  return db.collection(ORDERS_COLLECTION).doc(id)
}

export function orderCountRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(ORDER_COUNTS_COLLECTION).doc(uid)
}

/** The order an `orders/{id}` snapshot holds; null when there is none (or it no longer parses). */
export function orderFromSnapshot(snapshot: DocumentSnapshot | undefined): Order | null {
  return snapshot?.exists ? orderFromDoc(snapshot.id, snapshot.data()) : null
}

/** The count an `orderCounts/{uid}` snapshot holds: 0 when there is none. */
export function orderCountFromSnapshot(snapshot: DocumentSnapshot | undefined): number {
  return orderCountFromDoc(snapshot?.data())
}

/** An order by id, read now; null for an id the shop never draws. Never cached (see the top). */
export async function readOrder(db: Firestore, id: string): Promise<Order | null> {
  if (!isPossibleOrderId(id)) return null
  const snapshot = await firestoreCall('read order', () => orderRef(db, id).get())
  return orderFromSnapshot(snapshot)
}

/** An order only if `uid` owns it. Never cached. */
export async function readOwnOrder(db: Firestore, uid: string, id: string): Promise<Order | null> {
  const order = await readOrder(db, id)
  return order && order.uid === uid ? order : null
}

/**
 * Who an order belongs to without parsing it all: `{ uid }` (null for a guest order), or null when there is
 * no such order. Never cached: it decides access.
 */
export async function readOrderOwner(db: Firestore, id: string): Promise<{ uid: unknown } | null> {
  if (!isPossibleOrderId(id)) return null
  const snapshot = await firestoreCall('read order owner', () => orderRef(db, id).get())
  return snapshot.exists ? { uid: snapshot.get('uid') } : null
}

/**
 * A shopper's orders, newest first. `uid` must come from the verified session (getCurrentUser / getSession).
 * Sorted here rather than with orderBy, so the query needs no composite index (a shopper has few orders).
 * Never cached: the account page lists the order just placed.
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

/**
 * How many orders the shopper has placed; 0 means their next order is their first (promo codes).
 * Never cached: it prices the next order.
 */
export async function readOrderCount(db: Firestore, uid: string): Promise<number> {
  const snapshot = await firestoreCall('read order count', () => orderCountRef(db, uid).get())
  return orderCountFromSnapshot(snapshot)
}

/**
 * The guest orders (no uid) placed with this e-mail (lower-cased), for linking them at sign-up. Filtered here
 * rather than with where('uid', '==', null): one person has few orders, and the local emulator cannot combine
 * a null filter with another. Never cached: the linking transaction reads each again.
 */
export async function readGuestOrderIdsWithEmail(db: Firestore, email: string): Promise<string[]> {
  const snapshot = await firestoreCall('find guest orders', () =>
    db.collection(ORDERS_COLLECTION).where('contactEmail', '==', email).get(),
  )
  return snapshot.docs.filter((doc) => doc.get('uid') === null).map((doc) => doc.id)
}

/** What the guest order lookup compares: the orders with this number (at most 10). Never cached. */
export async function readOrdersWithNumber(
  db: Firestore,
  number: string,
): Promise<Array<{ id: string; contactMobile: unknown; uid: unknown }>> {
  const snapshot = await firestoreCall('look up order', () =>
    db.collection(ORDERS_COLLECTION).where('number', '==', number).limit(10).get(),
  )
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    contactMobile: doc.get('contactMobile'),
    uid: doc.get('uid'),
  }))
}

/** Ids of `uid`'s orders whose receipt waits for a verified e-mail, at most `limit`. Never cached. */
export async function readHeldReceiptOrderIds(db: Firestore, uid: string, limit: number): Promise<string[]> {
  const held = await firestoreCall('read held receipts', () =>
    db
      .collection(ORDERS_COLLECTION)
      .where('uid', '==', uid)
      .where('receiptHeld', '==', true)
      .limit(limit)
      .get(),
  )
  return held.docs.map((doc) => doc.id)
}

/** Ids of up to `limit` orders whose hold ended by `now`, oldest first. Never cached: a job acts on them. */
export async function readDueHoldOrderIds(db: Firestore, now: Date, limit: number): Promise<string[]> {
  const due = await firestoreCall('read due holds', () =>
    db
      .collection(ORDERS_COLLECTION)
      .where('holdUntil', '<=', Timestamp.fromDate(now))
      .orderBy('holdUntil')
      .limit(limit)
      .get(),
  )
  return due.docs.map((doc) => doc.id)
}

/** The statuses whose units were taken off the sellable figure at placement and are still on the shelf. */
export const SHELF_HOLDING_STATUSES = ['placed', 'confirmed'] as const

/**
 * Every line of the orders still waiting to be packed (placed or confirmed): their units left the sellable
 * figure when they were placed but are still on the shelf, so a shelf count must leave them aside
 * (lib/stock/held-by-open-orders.ts). Read in the count's transaction, so an order placed, cancelled or
 * shipped meanwhile makes it read again. Never cached. One read per open order; the back office counts rarely.
 */
export async function readShelfHoldingLinesInTransaction(
  tx: Transaction,
  db: Firestore,
): Promise<OrderLine[]> {
  return linesOf(await tx.get(shelfHoldingOrders(db)))
}

/** The same lines read now, outside a transaction: for the stock page and a stock-take's preview. Never cached. */
export async function readShelfHoldingLines(db: Firestore): Promise<OrderLine[]> {
  return linesOf(await firestoreCall('read open order lines', () => shelfHoldingOrders(db).get()))
}

function shelfHoldingOrders(db: Firestore): Query {
  return db
    .collection(ORDERS_COLLECTION)
    .where('status', 'in', [...SHELF_HOLDING_STATUSES])
    .select('lines')
}

function linesOf(orders: { docs: ReadonlyArray<{ get(field: string): unknown }> }): OrderLine[] {
  return orders.docs.flatMap((doc) => {
    const lines = OrderLineSchema.array().safeParse(doc.get('lines'))
    return lines.success ? lines.data : []
  })
}

/** Where a pass over every order has got to: the last placing time read, and the orders read at that time. */
export type OrdersCursor = { at: Timestamp; ids: string[] }

/** One page of every order, oldest first, for a one-off pass over all of them (a migration). */
export type OrdersPage = {
  /** Each order, with the stored fields a migration checks that the parsed Order leaves out. */
  orders: Array<{ order: Order; lookup: unknown; shopperConfirmed: unknown }>
  /** Where the next page starts; null after the last. */
  next: OrdersCursor | null
}

/**
 * Up to `limit` orders placed from the cursor on (from the first when null). Never cached: a migration acts on
 * them. The cursor is the placing time and the orders already read at it (the local emulator ignores a
 * document cursor), so orders placed in the same instant are neither skipped nor read twice.
 */
export async function readOrdersPage(
  db: Firestore,
  after: OrdersCursor | null,
  limit: number,
): Promise<OrdersPage> {
  const seen = new Set(after?.ids ?? [])
  const ordered = db.collection(ORDERS_COLLECTION).orderBy('createdAt')
  const query = (after ? ordered.where('createdAt', '>=', after.at) : ordered).limit(limit + seen.size)
  const snapshot = await firestoreCall('read orders page', () => query.get())
  const fresh = snapshot.docs.filter((doc) => !seen.has(doc.id))
  const orders = fresh.flatMap((doc) => {
    const order = orderFromSnapshot(doc)
    return order ? [{ order, lookup: doc.get('lookup'), shopperConfirmed: doc.get('shopperConfirmed') }] : []
  })
  const last = fresh.at(-1)
  if (!last || snapshot.docs.length < limit + seen.size) return { orders, next: null }
  const at = last.get('createdAt') as Timestamp
  const sameInstant = snapshot.docs.filter((doc) => (doc.get('createdAt') as Timestamp).isEqual(at))
  const ids = [...(after && after.at.isEqual(at) ? after.ids : []), ...sameInstant.map((doc) => doc.id)]
  return { orders, next: { at, ids: [...new Set(ids)] } }
}

/** Every order, oldest first, a page at a time, for a migration's one pass over them all. Never cached. */
export async function forEachOrdersPage(
  db: Firestore,
  pageSize: number,
  visit: (orders: OrdersPage['orders']) => Promise<void>,
): Promise<void> {
  let page = await readOrdersPage(db, null, pageSize)
  for (;;) {
    await visit(page.orders)
    if (!page.next) return
    page = await readOrdersPage(db, page.next, pageSize)
  }
}
