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
import { availableFromDoc, STOCK_COLLECTION, stockStatus, type StockStatus } from './stock-doc'

/**
 * Every read of `stock/{productId}`. Writes happen only inside the order and bag transactions
 * (lib/orders/placing, lib/orders/lifecycle), which take their references and figures from here.
 * The one cached read is the catalogue page's availability, `pageAvailability` in ./page-availability.ts
 * ('use cache', the product's stock tag, expired by ./refresh-availability.ts); everything below is live.
 */

export function stockRef(db: Firestore, productId: number): DocumentReference {
  return db.collection(STOCK_COLLECTION).doc(String(productId))
}

/** Available units in a stock snapshot (of a getAll that reads several domains in one round trip). */
export function availableFromSnapshot(productId: number, snapshot: DocumentSnapshot | undefined): number {
  return availableFromDoc(productId, snapshot?.data())
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
  const stocks = await readStocks(adminDb(), [productId])
  return stockStatus(stocks.get(productId) ?? 0)
}

/** Live stock for several products (bag, wishlist), per request. Never cached, as getStock. */
export async function getStocks(productIds: readonly number[]): Promise<Map<number, number>> {
  await connection()
  // An empty bag or wishlist needs no database round trip.
  if (productIds.length === 0) return new Map()
  return readStocks(adminDb(), productIds)
}
