import 'server-only'
import { stampAccountChange } from './account-data-stamp'
import { cookies } from 'next/headers'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { figuresByLineKey } from '@/lib/stock/stock-doc'
import { readProductStocksInTransaction } from '@/lib/stock/stock-reads'
import { decodeWishlistCookie, mergeWishlists } from '@/lib/wishlist/wishlist-ops'
import { wishlistIdsFromSnapshot, wishlistRef } from '@/lib/wishlist/wishlist-reads'
import { decodeCartCookie } from '@/lib/cart/cart-cookie'
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { type CartLine, lineKey } from '@/lib/cart/cart-line'
import { mergeCarts } from '@/lib/cart/cart-ops'
import { cartLinesFromSnapshot, cartRef } from '@/lib/cart/cart-reads'
import { CART_COOKIE, WISHLIST_COOKIE } from './guest-cookies'

export type MergeOutcome = { merged: boolean; cartLines: number; wishlistItems: number }

/**
 * Moves a guest's bag and wishlist (cookies) into the account that just signed in, then clears the cookies.
 * Call it right after the session cookie is set, in the route handler or server action that sets it (cookies
 * can only be changed there). It never throws: if Firestore fails, the cookies are kept, sign-in goes ahead,
 * and the next cart or wishlist action merges them (see lib/cart/actions.ts).
 */
export async function mergeGuestDataIntoAccount(uid: string): Promise<MergeOutcome> {
  const store = await cookies()
  const guestLines = decodeCartCookie(store.get(CART_COOKIE)?.value)
  const guestIds = decodeWishlistCookie(store.get(WISHLIST_COOKIE)?.value)
  const hadCookies = store.has(CART_COOKIE) || store.has(WISHLIST_COOKIE)
  if (guestLines.length === 0 && guestIds.length === 0) {
    // Junk or empty cookies: nothing to keep.
    if (hadCookies) clearGuestCookies(store)
    return { merged: false, cartLines: 0, wishlistItems: 0 }
  }
  try {
    const outcome = await mergeIntoAccount(adminDb(), uid, guestLines, guestIds)
    clearGuestCookies(store)
    await stampAccountChange(uid)
    return { merged: true, ...outcome }
  } catch (error) {
    console.error('[cart] merging the guest bag into the account failed; the cookies are kept', error)
    return { merged: false, cartLines: 0, wishlistItems: 0 }
  }
}

/** Whether this request still carries a guest bag or wishlist (e.g. a merge that failed at sign-in). */
export async function hasGuestData(): Promise<boolean> {
  const store = await cookies()
  return store.has(CART_COOKIE) || store.has(WISHLIST_COOKIE)
}

/**
 * The merge itself, in one transaction: the account's bag and wishlist, and the stock of every product
 * involved, are read, merged (lib/cart/cart-ops.ts `mergeCarts`, wishlists as a union) and written back.
 */
export async function mergeIntoAccount(
  db: Firestore,
  uid: string,
  guestLines: readonly CartLine[],
  guestIds: readonly number[],
): Promise<{ cartLines: number; wishlistItems: number }> {
  return firestoreTransaction(db, 'merge guest bag', async (tx) => {
    const [cartSnapshot, wishlistSnapshot] = await tx.getAll(cartRef(db, uid), wishlistRef(db, uid))
    const accountLines = cartLinesFromSnapshot(cartSnapshot)
    const accountIds = wishlistIdsFromSnapshot(wishlistSnapshot)
    const productIds = [...accountLines, ...guestLines].map((line) => line.productId)
    const stocks = figuresByLineKey(await readProductStocksInTransaction(tx, db, productIds))

    const lines = mergeCarts(accountLines, guestLines, (line) => stocks.get(lineKey(line)) ?? 0)
    const ids = mergeWishlists(accountIds, guestIds)
    if (guestLines.length > 0) {
      tx.set(cartRef(db, uid), { lines: linesForCartDoc(lines), updatedAt: FieldValue.serverTimestamp() })
    }
    if (guestIds.length > 0) {
      tx.set(wishlistRef(db, uid), { productIds: ids, updatedAt: FieldValue.serverTimestamp() })
    }
    return { cartLines: lines.length, wishlistItems: ids.length }
  })
}

type CookieStore = Awaited<ReturnType<typeof cookies>>

function clearGuestCookies(store: CookieStore) {
  store.delete(CART_COOKIE)
  store.delete(WISHLIST_COOKIE)
}
