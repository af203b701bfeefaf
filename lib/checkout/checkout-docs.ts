import 'server-only'
import { profileFromSnapshot, profileRef } from '@/lib/auth/profile-reads'
import type { UserProfile } from '@/lib/auth/user'
import type { CartLine } from '@/lib/cart/cart-line'
import { cartLinesFromSnapshot, cartRef } from '@/lib/cart/cart-reads'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { orderCountFromSnapshot, orderCountRef } from '@/lib/orders/order-reads'

/** What the checkout form needs of a signed-in shopper's own documents. */
export type CheckoutDocs = { profile: UserProfile | null; cart: CartLine[]; orderCount: number }

/**
 * The profile (name and mobile for the form), the bag and the order count (first-order offers) in ONE
 * Firestore round trip, read now: the checkout shows what the order will hold, so it never uses the
 * documents /api/shopper remembers (lib/shopper/account-docs-cache.ts). The live stock of the bag's
 * products follows in a second round trip, since which products to read depends on the bag.
 * Never cached: personal data, and the form must show what the order will hold. The references and
 * converters come from the domains' read modules (profile-reads, cart-reads, order-reads).
 */
export async function readCheckoutDocs(uid: string): Promise<CheckoutDocs> {
  const db = adminDb()
  const [profile, cart, orderCount] = await firestoreCall('read checkout', () =>
    db.getAll(profileRef(db, uid), cartRef(db, uid), orderCountRef(db, uid)),
  )
  return {
    profile: profileFromSnapshot(profile),
    cart: cartLinesFromSnapshot(cart),
    orderCount: orderCountFromSnapshot(orderCount),
  }
}
