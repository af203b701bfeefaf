import 'server-only'
import { connection } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from '@/lib/firebase/firestore-types'
import {
  availableFromDoc,
  type ProductStock,
  productStockFromDoc,
  STOCK_COLLECTION,
  totalOf,
} from './stock-doc'
import { stockStatus, type StockStatus } from './stock-status'

/**
 * Every read of `stock/{productId}`. Writes happen only inside transactions, through
 * lib/stock/stock-ledger.ts (orders, cancellations, the back office's movements), which take their
 * references and figures from here.
 * The one cached read is the catalogue page's availability, `pageAvailability` in ./page-availability.ts
 * ('use cache', the product's stock tag, expired by ./refresh-availability.ts); everything below is live.
 */

export function stockRef(db: Firestore, productId: number): DocumentReference {
  return db.collection(STOCK_COLLECTION).doc(String(productId))
}

/** A product's stock ledger, `stock/{productId}/ledger` (lib/stock/stock-ledger.ts writes it). */
export const LEDGER_COLLECTION = 'ledger'

/**
 * `stock/{productId}/movementRequests/{requestId}`: one per back-office movement saved with a request id, so
 * the same form sent twice (a double press, a retried request) moves the stock once. `expiresAt` is for a
 * Firestore TTL policy, as for `mailRecipients`.
 */
export function movementRequestRef(db: Firestore, productId: number, requestId: string): DocumentReference {
  return stockRef(db, productId).collection('movementRequests').doc(requestId)
}

export function ledgerCollection(db: Firestore, productId: number) {
  return stockRef(db, productId).collection(LEDGER_COLLECTION)
}

/** One line of a product's ledger as the back office shows it. */
export type LedgerLine = {
  id: string
  variant: string
  delta: number
  before: number
  after: number
  reason: string
  by: { uid: string | null; role: string; email: string | null }
  orderId: string | null
  note: string | null
  at: Date | null
}

/**
 * A product's latest ledger lines, newest first (one field, so Firestore's automatic index serves it).
 * Never cached: staff read it right after moving stock.
 */
export async function readLedger(db: Firestore, productId: number, limit = 100): Promise<LedgerLine[]> {
  const snapshot = await firestoreCall('read stock ledger', () =>
    ledgerCollection(db, productId).orderBy('at', 'desc').limit(limit).get(),
  )
  return snapshot.docs.map((doc) => {
    const data = doc.data()
    const by = (data.by ?? {}) as Record<string, unknown>
    const at: unknown = data.at
    return {
      id: doc.id,
      variant: String(data.variant ?? ''),
      delta: Number(data.delta ?? 0),
      before: Number(data.before ?? 0),
      after: Number(data.after ?? 0),
      reason: String(data.reason ?? ''),
      by: {
        uid: typeof by.uid === 'string' ? by.uid : null,
        role: String(by.role ?? ''),
        email: typeof by.email === 'string' ? by.email : null,
      },
      orderId: typeof data.orderId === 'string' ? data.orderId : null,
      note: typeof data.note === 'string' ? data.note : null,
      at:
        at && typeof (at as { toDate?: unknown }).toDate === 'function'
          ? (at as { toDate: () => Date }).toDate()
          : null,
    }
  })
}

/** Available units in a stock snapshot (of a getAll that reads several domains in one round trip). */
export function availableFromSnapshot(productId: number, snapshot: DocumentSnapshot | undefined): number {
  return availableFromDoc(productId, snapshot?.data())
}

/** Each product's stock per variant in a snapshot (of a getAll that reads several domains at once). */
export function productStockFromSnapshot(
  productId: number,
  snapshot: DocumentSnapshot | undefined,
): ProductStock {
  return productStockFromDoc(productId, snapshot?.data())
}

/**
 * Each product's stock per variant, read in one round trip.
 * Never cached: a shopper acting on stock (adding to the bag, paying) must see the figure of now.
 */
export async function readProductStocks(
  db: Firestore,
  productIds: readonly number[],
): Promise<Map<number, ProductStock>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return new Map()
  const snapshots = await firestoreCall('read stock', () => db.getAll(...ids.map((id) => stockRef(db, id))))
  return new Map(ids.map((id, index) => [id, productStockFromSnapshot(id, snapshots[index])]))
}

/**
 * The same read inside a transaction: the figures every stock movement starts from
 * (lib/stock/stock-ledger.ts). Never cached: a transaction must read what it is about to change.
 */
export async function readProductStocksInTransaction(
  tx: Transaction,
  db: Firestore,
  productIds: readonly number[],
): Promise<Map<number, ProductStock>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return new Map()
  const snapshots = await tx.getAll(...ids.map((id) => stockRef(db, id)))
  return new Map(ids.map((id, index) => [id, productStockFromSnapshot(id, snapshots[index])]))
}

/**
 * Available units of each product, read in one round trip.
 * Never cached: a shopper acting on stock (adding to the bag, paying) must see the figure of now.
 */
export async function readStocks(db: Firestore, productIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return new Map()
  const snapshots = await firestoreCall('read stock', () => db.getAll(...ids.map((id) => stockRef(db, id))))
  return new Map(ids.map((id, index) => [id, availableFromSnapshot(id, snapshots[index])]))
}

/**
 * The same read inside a transaction, so the figures are the ones the transaction's writes depend on.
 * Never cached: a transaction must read what it is about to change.
 */
export async function readStocksInTransaction(
  tx: Transaction,
  db: Firestore,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return new Map()
  const snapshots = await tx.getAll(...ids.map((id) => stockRef(db, id)))
  return new Map(ids.map((id, index) => [id, availableFromSnapshot(id, snapshots[index])]))
}

/**
 * Live stock for a product page, read per request (`connection()`), so callers render it inside
 * <Suspense> and the rest of the page stays in the static shell.
 * Never cached: it is the live figure beside the page's cached one.
 */
export async function getStock(productId: number): Promise<StockStatus> {
  await connection()
  const stock = (await readProductStocks(adminDb(), [productId])).get(productId)
  return stockStatus(stock ? totalOf(stock.variants) : 0, stock?.variants)
}

/** Live stock per variant for several products (bag, product pages), per request. Never cached, as getStock. */
export async function getProductStocks(productIds: readonly number[]): Promise<Map<number, ProductStock>> {
  await connection()
  if (productIds.length === 0) return new Map()
  return readProductStocks(adminDb(), productIds)
}

/** Live stock for several products (wishlist), per request. Never cached, as getStock. */
export async function getStocks(productIds: readonly number[]): Promise<Map<number, number>> {
  await connection()
  // An empty bag or wishlist needs no database round trip.
  if (productIds.length === 0) return new Map()
  return readStocks(adminDb(), productIds)
}
