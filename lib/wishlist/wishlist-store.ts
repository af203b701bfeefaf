import 'server-only'
import { stampAccountChange } from '@/lib/shopper/account-data-stamp'
import { cookies } from 'next/headers'
import { WISHLIST_COOKIE, guestCookieOptions } from '@/lib/shopper/guest-cookies'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall, firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { idsFromWishlistDoc, WISHLISTS_COLLECTION } from './wishlist-doc'
import { decodeWishlistCookie, encodeWishlistCookie } from './wishlist-ops'

/** A guest's wishlist lives in the `fatin_wishlist` cookie, a signed-in shopper's in `wishlists/{uid}`. */

export function wishlistRef(db: Firestore, uid: string) {
  return db.collection(WISHLISTS_COLLECTION).doc(uid)
}

export async function readAccountWishlist(db: Firestore, uid: string): Promise<number[]> {
  const snapshot = await firestoreCall('read wishlist', () => wishlistRef(db, uid).get())
  return idsFromWishlistDoc(snapshot.data())
}

export async function readGuestWishlist(): Promise<number[]> {
  return decodeWishlistCookie((await cookies()).get(WISHLIST_COOKIE)?.value)
}

export async function readWishlist(uid: string | null): Promise<number[]> {
  return uid ? readAccountWishlist(adminDb(), uid) : readGuestWishlist()
}

export type WishlistChange<T> = (ids: number[]) => { ids: number[]; result: T }

export async function changeAccountWishlist<T>(
  db: Firestore,
  uid: string,
  change: WishlistChange<T>,
): Promise<T> {
  return firestoreTransaction(db, 'change wishlist', async (tx) => {
    const ref = wishlistRef(db, uid)
    const { ids, result } = change(idsFromWishlistDoc((await tx.get(ref)).data()))
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
