import 'server-only'
import { cookies } from 'next/headers'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { DocumentReference, DocumentSnapshot, Firestore } from '@/lib/firebase/firestore-types'
import { WISHLIST_COOKIE } from '@/lib/shopper/guest-cookies'
import { idsFromWishlistDoc, WISHLISTS_COLLECTION } from './wishlist-doc'
import { decodeWishlistCookie } from './wishlist-ops'

/**
 * Every read of a wishlist. A guest's is the `fatin_wishlist` cookie, a signed-in shopper's `wishlists/{uid}`.
 * The transactions that change one (./wishlist-store.ts, the merge at sign-in) read it through `wishlistRef`
 * and `wishlistIdsFromSnapshot` from here.
 */

export function wishlistRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(WISHLISTS_COLLECTION).doc(uid)
}

/** The product ids of a `wishlists/{uid}` snapshot: [] when there is none. */
export function wishlistIdsFromSnapshot(snapshot: DocumentSnapshot | undefined): number[] {
  return idsFromWishlistDoc(snapshot?.data())
}

/** A signed-in shopper's wishlist, read now. Never cached: personal data the shopper has just changed. */
export async function readAccountWishlist(db: Firestore, uid: string): Promise<number[]> {
  const snapshot = await firestoreCall('read wishlist', () => wishlistRef(db, uid).get())
  return wishlistIdsFromSnapshot(snapshot)
}

/** A guest's wishlist, from this request's cookie. Never cached: it is the request itself. */
export async function readGuestWishlist(): Promise<number[]> {
  return decodeWishlistCookie((await cookies()).get(WISHLIST_COOKIE)?.value)
}

/** Whoever's wishlist this request is about. Never cached, as the two above. */
export async function readWishlist(uid: string | null): Promise<number[]> {
  return uid ? readAccountWishlist(adminDb(), uid) : readGuestWishlist()
}
