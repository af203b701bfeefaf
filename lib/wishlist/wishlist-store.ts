import 'server-only'
import { stampAccountChange } from '@/lib/shopper/account-data-stamp'
import { cookies } from 'next/headers'
import { WISHLIST_COOKIE, guestCookieOptions } from '@/lib/shopper/guest-cookies'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { wishlistIdsFromSnapshot, wishlistRef } from './wishlist-reads'
import { decodeWishlistCookie, encodeWishlistCookie } from './wishlist-ops'

/** Changes to a wishlist (writes); its reads are in ./wishlist-reads.ts. */

export type WishlistChange<T> = (ids: number[]) => { ids: number[]; result: T }

export async function changeAccountWishlist<T>(
  db: Firestore,
  uid: string,
  change: WishlistChange<T>,
): Promise<T> {
  return firestoreTransaction(db, 'change wishlist', async (tx) => {
    const ref = wishlistRef(db, uid)
    const { ids, result } = change(wishlistIdsFromSnapshot(await tx.get(ref)))
    tx.set(ref, { productIds: ids, updatedAt: FieldValue.serverTimestamp() })
    return result
  })
}

export async function changeWishlist<T>(uid: string | null, change: WishlistChange<T>): Promise<T> {
  if (uid) {
    const result = await changeAccountWishlist(adminDb(), uid, change)
    await stampAccountChange(uid)
    return result
  }
  const store = await cookies()
  const { ids, result } = change(decodeWishlistCookie(store.get(WISHLIST_COOKIE)?.value))
  if (ids.length === 0) store.delete(WISHLIST_COOKIE)
  else store.set(WISHLIST_COOKIE, encodeWishlistCookie(ids), guestCookieOptions())
  return result
}
