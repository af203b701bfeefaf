import 'server-only'
import { cookies } from 'next/headers'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { DocumentReference, DocumentSnapshot, Firestore } from '@/lib/firebase/firestore-types'
import { CART_COOKIE } from '@/lib/shopper/guest-cookies'
import { decodeCartCookie } from './cart-cookie'
import { CARTS_COLLECTION, linesFromCartDoc } from './cart-doc'
import type { CartLine } from './cart-line'

/**
 * Every read of a bag. Naming: code says `cart` (files, types, the `carts` collection, the `fatin_cart`
 * cookie); words a shopper reads say "bag". Keep to that in new code rather than renaming old files.
 *
 * A guest's bag is the `fatin_cart` cookie, a signed-in shopper's is Firestore `carts/{uid}`; `uid` always
 * comes from the verified session (lib/shopper/current-shopper.ts), never from the browser. Every reader of
 * `carts/{uid}` gets its lines through `cartLinesFromSnapshot`, one shape (`CartLine[]`) for the bag page,
 * /api/shopper (lib/shopper/account-docs.ts), the checkout (lib/checkout/checkout-docs.ts), the merge at
 * sign-in (lib/shopper/merge-guest-data.ts) and placing an order (lib/orders/placing/place-order-core.ts).
 * The transactions that change a bag read it with `tx.get(cartRef(...))` themselves (./cart-store.ts).
 */

export function cartRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(CARTS_COLLECTION).doc(uid)
}

/** The lines of a `carts/{uid}` snapshot: [] when there is none; lines that no longer fit are left out. */
export function cartLinesFromSnapshot(snapshot: DocumentSnapshot | undefined): CartLine[] {
  return linesFromCartDoc(snapshot?.data())
}

/**
 * A signed-in shopper's bag, read now. Never cached: personal data, and callers (the bag page's JSON,
 * cart actions' answers) show what the shopper just changed.
 */
export async function readAccountCart(db: Firestore, uid: string): Promise<CartLine[]> {
  const snapshot = await firestoreCall('read bag', () => cartRef(db, uid).get())
  return cartLinesFromSnapshot(snapshot)
}

/** A guest's bag, from this request's cookie. Never cached: it is the request itself. */
export async function readGuestCart(): Promise<CartLine[]> {
  return decodeCartCookie((await cookies()).get(CART_COOKIE)?.value)
}

/** Whoever's bag this request is about. Never cached, as the two above. */
export async function readCart(uid: string | null): Promise<CartLine[]> {
  return uid ? readAccountCart(adminDb(), uid) : readGuestCart()
}
