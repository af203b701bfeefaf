import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { isOpenStatus, OPEN_STATUSES } from '@/lib/orders/lifecycle/transitions'
import { orderFromDoc, ORDERS_COLLECTION, type Order } from '@/lib/orders/order-doc'
import { readOrder } from '@/lib/orders/order-reads'
import { shopperConfirmation } from '@/lib/orders/confirmation/shopper-confirmation'
import type { StaffFilters } from './order-filters'
import { matchesWords, parseOrderSearch, searchKey } from './order-search'
import { shopDay, shopDayRange } from './shop-day'

/**
 * The back office's reads of `orders` (a shopper's own are in lib/orders/order-reads.ts). None is cached:
 * staff act on what they see, and an order changes as it moves. Every query uses one field at a time (status, createdAt, or `lookup` for the
 * order number, mobile and e-mail: lib/orders/lookup/search-keys.ts), so Firestore's automatic single-field indexes serve them and nothing needs a composite index;
 * a second condition is applied here, on a bounded result. Callers must have checked the staff claim.
 */
const LIST_CAP = 200

/**
 * Said over a list whose query came back full: the rest exist but are not shown (an open-orders or search
 * query has no order of its own, by the single-field rule above, so which ones is the store's choice).
 */
export const LIST_CAP_NOTE = `Only ${LIST_CAP} orders are listed here, and there are more: search by number, mobile or name, or choose a day.`

const isCapped = (...lists: readonly Order[][]) => lists.some((orders) => orders.length >= LIST_CAP)

/** How far back a closed status (delivered, cancelled) is listed without a date. */
export const CLOSED_LOOKBACK_DAYS = 30

type Query = ReturnType<Firestore['collection']>

async function run(operation: string, query: Pick<Query, 'get'>): Promise<Order[]> {
  const snapshot = await firestoreCall(operation, () => query.get())
  return snapshot.docs
    .map((doc) => orderFromDoc(doc.id, doc.data()))
    .filter((order): order is Order => order !== null)
}

const newestFirst = (a: Order, b: Order) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')

/** One order for its staff page, read now. Never cached (see the top). */
export async function readStaffOrder(id: string, db: Firestore = adminDb()): Promise<Order | null> {
  return readOrder(db, id)
}

/**
 * The orders placed with a mobile number (the risk hint, lib/staff/risk-hint.ts), at most `limit`. Queried on
 * the flat `contactMobile` (the local Firestore emulator cannot query a field inside a map). Never cached.
 */
export async function ordersOfMobile(db: Firestore, mobile: string, limit: number): Promise<Order[]> {
  return run(
    'read orders of a mobile',
    db.collection(ORDERS_COLLECTION).where('contactMobile', '==', mobile).limit(limit),
  )
}

/** Orders placed in [start, end), newest first. Never cached (see the top). */
export async function ordersPlacedBetween(db: Firestore, start: Date, end: Date): Promise<Order[]> {
  return run(
    'list orders by date',
    db
      .collection(ORDERS_COLLECTION)
      .where('createdAt', '>=', Timestamp.fromDate(start))
      .where('createdAt', '<', Timestamp.fromDate(end))
      .orderBy('createdAt', 'desc')
      .limit(LIST_CAP),
  )
}

/** The most orders the campaigns report reads for one date range (docs/campaigns.md). */
export const CAMPAIGN_REPORT_CAP = 5000

/**
 * The orders placed in [start, end) that a campaign brought (lib/campaigns/campaign-report.ts), newest first,
 * from at most CAMPAIGN_REPORT_CAP orders of the range. Read by date alone and filtered here: the local
 * emulator cannot query a field inside a map, and a second condition would need a composite index. Never
 * cached (see the top).
 */
export async function campaignOrdersPlacedBetween(db: Firestore, start: Date, end: Date): Promise<Order[]> {
  const orders = await run(
    'list campaign orders by date',
    db
      .collection(ORDERS_COLLECTION)
      .where('createdAt', '>=', Timestamp.fromDate(start))
      .where('createdAt', '<', Timestamp.fromDate(end))
      .orderBy('createdAt', 'desc')
      .limit(CAMPAIGN_REPORT_CAP),
  )
  return orders.filter((order) => order.campaign !== undefined)
}

/**
 * Every order still on its way (placed, confirmed, shipped): these finish, so the set stays small. Never
 * cached (see the top).
 */
export async function openOrders(db: Firestore): Promise<Order[]> {
  const orders = await run(
    'list open orders',
    db
      .collection(ORDERS_COLLECTION)
      .where('status', 'in', [...OPEN_STATUSES])
      .limit(LIST_CAP),
  )
  return orders.sort(newestFirst)
}

/** The orders a staff search names (order number, mobile or e-mail). Never cached (see the top). */
async function searchOrders(db: Firestore, text: string): Promise<Order[]> {
  const search = parseOrderSearch(text)
  const key = searchKey(search)
  if (!key) return []
  const found = await run(
    'search orders',
    db.collection(ORDERS_COLLECTION).where('lookup', 'array-contains', key).limit(LIST_CAP),
  )
  return found.filter((order) => matchesWords(search, order))
}

export type OrderSection = { title: string; orders: Order[]; empty: string }
export type StaffOrderList = { sections: OrderSection[]; note?: string }

/**
 * The list /staff shows. Without filters: today's orders, then the open orders from earlier days (oldest
 * first: they have waited longest). With filters: one list, newest first.
 */
export async function staffOrderList(
  filters: StaffFilters,
  now: Date,
  db: Firestore = adminDb(),
): Promise<StaffOrderList> {
  const matches = (order: Order) =>
    (!filters.status || order.status === filters.status) &&
    (!filters.shopper || shopperConfirmation(order, now).state === filters.shopper) &&
    (!filters.date || (order.createdAt !== null && shopDay(new Date(order.createdAt)) === filters.date))
  const result = (orders: Order[], note?: string): StaffOrderList => {
    const notes = [note, isCapped(orders) ? LIST_CAP_NOTE : undefined].filter(Boolean)
    return {
      sections: [
        {
          title: 'Matching orders',
          orders: orders.filter(matches).sort(newestFirst),
          empty: 'No orders match.',
        },
      ],
      ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
    }
  }

  if (filters.q) {
    const found = await searchOrders(db, filters.q)
    const unrecognised = parseOrderSearch(filters.q).kind === 'unrecognised'
    return result(
      found,
      unrecognised
        ? 'Search by order number (FT-…), mobile number or its last digits, e-mail, name or city.'
        : undefined,
    )
  }
  if (filters.date) {
    const range = shopDayRange(filters.date)
    return result(range ? await ordersPlacedBetween(db, range.start, range.end) : [])
  }
  if (filters.status && isOpenStatus(filters.status)) return result(await openOrders(db))
  // Awaiting the shopper means placed, an open status; a shopper's confirmation matters while the order is
  // still on its way, so the open orders serve that filter too.
  if (filters.shopper && !filters.status) return result(await openOrders(db))
  if (filters.status) {
    const since = new Date(now.getTime() - CLOSED_LOOKBACK_DAYS * 24 * 60 * 60 * 1000)
    return result(
      await ordersPlacedBetween(db, since, now),
      `Orders placed in the last ${CLOSED_LOOKBACK_DAYS} days; choose a date for older ones.`,
    )
  }

  const today = shopDayRange(shopDay(now))
  if (!today) throw new Error('today has no range')
  const [todays, open] = await Promise.all([ordersPlacedBetween(db, today.start, today.end), openOrders(db)])
  const earlier = open
    .filter((order) => !order.createdAt || new Date(order.createdAt) < today.start)
    .reverse()
  return {
    ...(isCapped(todays, open) ? { note: LIST_CAP_NOTE } : {}),
    sections: [
      { title: "Today's orders", orders: todays, empty: 'No orders yet today.' },
      {
        title: 'Open orders from earlier days',
        orders: earlier,
        empty: 'Nothing waiting from earlier days.',
      },
    ],
  }
}
