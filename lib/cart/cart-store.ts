import 'server-only'
import { cookies } from 'next/headers'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { figuresByLineKey } from '@/lib/stock/stock-doc'
import { readProductStocks, readProductStocksInTransaction } from '@/lib/stock/stock-reads'
import { decodeCartCookie, encodeCartCookie } from './cart-cookie'
import { linesForCartDoc } from './cart-doc'
import { cartLinesFromSnapshot, cartRef } from './cart-reads'
import { type CartLine, type CartLineIdentity, lineKey } from './cart-line'
import type { LinesChange } from './cart-ops'
import { CART_COOKIE, guestCookieOptions } from '@/lib/shopper/guest-cookies'
import { stampAccountChange } from '@/lib/shopper/account-data-stamp'

/**
 * Changes to a bag (writes). Its reads, and the reference these transactions read it through, are in
 * ./cart-reads.ts.
 */

/** A change to a bag, given its lines and the live stock of the variants (colour and size) it is about. */
export type CartChange = (lines: CartLine[], stockOf: (line: CartLineIdentity) => number) => LinesChange

/**
 * Applies a change to a signed-in shopper's bag in a transaction (two tabs adding at once both count), with
 * the stock read in the same transaction.
 */
export async function changeAccountCart(
  db: Firestore,
  uid: string,
  stockProductIds: readonly number[],
  change: CartChange,
): Promise<LinesChange> {
  return firestoreTransaction(db, 'change bag', async (tx) => {
    const ref = cartRef(db, uid)
    const snapshot = await tx.get(ref)
    const stocks = figuresByLineKey(await readProductStocksInTransaction(tx, db, stockProductIds))
    const result = change(cartLinesFromSnapshot(snapshot), (line) => stocks.get(lineKey(line)) ?? 0)
    if (result.ok)
      tx.set(ref, { lines: linesForCartDoc(result.lines), updatedAt: FieldValue.serverTimestamp() })
    return result
  })
}

/** The same for a guest: the cookie is read, changed and written back (only possible in a server action). */
export async function changeGuestCart(
  stockProductIds: readonly number[],
  change: CartChange,
): Promise<LinesChange> {
  const store = await cookies()
  const stocks = figuresByLineKey(await readProductStocks(adminDb(), stockProductIds))
  const result = change(
    decodeCartCookie(store.get(CART_COOKIE)?.value),
    (line) => stocks.get(lineKey(line)) ?? 0,
  )
  if (result.ok) writeGuestCart(store, result.lines)
  return result
}

export async function changeCart(
  uid: string | null,
  stockProductIds: readonly number[],
  change: CartChange,
): Promise<LinesChange> {
  if (!uid) return changeGuestCart(stockProductIds, change)
  const result = await changeAccountCart(adminDb(), uid, stockProductIds, change)
  if (result.ok) await stampAccountChange(uid)
  return result
}

type CookieStore = Awaited<ReturnType<typeof cookies>>

function writeGuestCart(store: CookieStore, lines: readonly CartLine[]) {
  if (lines.length === 0) store.delete(CART_COOKIE)
  else store.set(CART_COOKIE, encodeCartCookie(lines), guestCookieOptions())
}
