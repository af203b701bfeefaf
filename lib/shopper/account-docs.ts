import 'server-only'
import { profileFromSnapshot, profileRef } from '@/lib/auth/profile'
import type { UserProfile } from '@/lib/auth/user'
import { linesFromCartDoc } from '@/lib/cart/cart-doc'
import type { CartLine } from '@/lib/cart/cart-line'
import { cartRef } from '@/lib/cart/cart-store'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { stockRef } from '@/lib/stock/stock'
import { availableFromDoc } from '@/lib/stock/stock-doc'
import { idsFromWishlistDoc } from '@/lib/wishlist/wishlist-doc'
import { wishlistRef } from '@/lib/wishlist/wishlist-store'

/** What a signed-in shopper's page view reads of their own: profile, bag, wishlist, and live stock. */
export type AccountDocs = {
  profile: UserProfile | null
  cart: CartLine[]
  wishlist: number[]
  /** Available units of each product asked about. */
  stock: Map<number, number>
}

/**
 * Reads a signed-in shopper's profile, bag and wishlist and the stock of `stockIds` in ONE Firestore round
 * trip (getAll), not one per document. /api/shopper answers every catalogue page view; under a crowd each
 * round trip costs the server about as much CPU (gRPC, protobuf) as everything else in the request, so
 * four separate reads made that route four times dearer than a guest's (docs/performance.md).
 * Snapshots of one getAll are read at the same moment, so the counts and the wishlist agree.
 */
export async function readAccountDocs(uid: string, stockIds: readonly number[]): Promise<AccountDocs> {
  const db = adminDb()
  const ids = [...new Set(stockIds)]
  const [profile, cart, wishlist, ...stocks] = await firestoreCall('read shopper', () =>
    db.getAll(
      profileRef(db, uid),
      cartRef(db, uid),
      wishlistRef(db, uid),
      ...ids.map((id) => stockRef(db, id)),
    ),
  )
  return {
    profile: profile ? profileFromSnapshot(profile) : null,
    cart: linesFromCartDoc(cart?.data()),
    wishlist: idsFromWishlistDoc(wishlist?.data()),
    stock: new Map(ids.map((id, index) => [id, availableFromDoc(id, stocks[index]?.data())])),
  }
}
