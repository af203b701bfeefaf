import 'server-only'
import { connection } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { DocumentReference, Firestore, Transaction } from '@/lib/firebase/firestore-types'
import { availableFromDoc, STOCK_COLLECTION, stockStatus, type StockStatus } from './stock-doc'

export function stockRef(db: Firestore, productId: number): DocumentReference {
  return db.collection(STOCK_COLLECTION).doc(String(productId))
}

/** Available units of each product, read in one round trip. */
export async function readStocks(db: Firestore, productIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return new Map()
  const snapshots = await firestoreCall('read stock', () => db.getAll(...ids.map((id) => stockRef(db, id))))
  return new Map(ids.map((id, index) => [id, availableFromDoc(id, snapshots[index]?.data())]))
}

/** The same read inside a transaction, so the figures are the ones the transaction's writes depend on. */
export async function readStocksInTransaction(
  tx: Transaction,
  db: Firestore,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return new Map()
  const snapshots = await tx.getAll(...ids.map((id) => stockRef(db, id)))
  return new Map(ids.map((id, index) => [id, availableFromDoc(id, snapshots[index]?.data())]))
}

/**
 * Live stock for a product page, read per request (`connection()`), so callers render it inside
 * <Suspense> and the rest of the page stays in the static shell.
 */
export async function getStock(productId: number): Promise<StockStatus> {
  await connection()
  const stocks = await readStocks(adminDb(), [productId])
  return stockStatus(stocks.get(productId) ?? 0)
}

/** Live stock for several products (cart, wishlist), per request. */
export async function getStocks(productIds: readonly number[]): Promise<Map<number, number>> {
  await connection()
  // An empty bag or wishlist needs no database round trip.
  if (productIds.length === 0) return new Map()
  return readStocks(adminDb(), productIds)
}
