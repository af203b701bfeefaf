import 'server-only'
import { profileFromSnapshot, profileRef } from '@/lib/auth/profile'
import type { UserProfile } from '@/lib/auth/user'
import { linesFromCartDoc } from '@/lib/cart/cart-doc'
import type { CartLine } from '@/lib/cart/cart-line'
import { cartRef } from '@/lib/cart/cart-store'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { ORDER_COUNTS_COLLECTION, orderCountFromDoc } from '@/lib/orders/order-doc'

/** What the checkout form needs of a signed-in shopper's own documents. */
export type CheckoutDocs = { profile: UserProfile | null; cart: CartLine[]; orderCount: number }

/**
 * The profile (name and mobile for the form), the bag and the order count (first-order offers) in ONE
 * Firestore round trip, read now: the checkout shows what the order will hold, so it never uses the
 * documents /api/shopper remembers (lib/shopper/account-docs-cache.ts). The live stock of the bag's
 * products follows in a second round trip, since which products to read depends on the bag.
 */
export async function readCheckoutDocs(uid: string): Promise<CheckoutDocs> {
  const db = adminDb()
  const [profile, cart, orderCount] = await firestoreCall('read checkout', () =>
    db.getAll(profileRef(db, uid), cartRef(db, uid), db.collection(ORDER_COUNTS_COLLECTION).doc(uid)),
  )
  return {
    profile: profile ? profileFromSnapshot(profile) : null,
    cart: linesFromCartDoc(cart?.data()),
    orderCount: orderCountFromDoc(orderCount?.data()),
  }
}
