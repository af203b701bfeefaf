import 'server-only'
import { profileFromSnapshot, profileRef } from '@/lib/auth/profile-reads'
import type { UserProfile } from '@/lib/auth/user'
import type { CartLine } from '@/lib/cart/cart-line'
import { cartLinesFromSnapshot, cartRef } from '@/lib/cart/cart-reads'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { ProductStock } from '@/lib/stock/stock-doc'
import { productStockFromSnapshot, stockRef } from '@/lib/stock/stock-reads'
import { wishlistIdsFromSnapshot, wishlistRef } from '@/lib/wishlist/wishlist-reads'

/** What a signed-in shopper's page view reads of their own: profile, bag, wishlist, and live stock. */
export type AccountDocs = {
  profile: UserProfile | null
  cart: CartLine[]
  wishlist: number[]
  /** Available units of each product asked about. */
  stock: Map<number, ProductStock>
}

/**
 * Reads a signed-in shopper's profile, bag and wishlist and the stock of `stockIds` in ONE Firestore round
 * trip (getAll), not one per document. /api/shopper answers every catalogue page view; under a crowd each
 * round trip costs the server about as much CPU (gRPC, protobuf) as everything else in the request, so
 * four separate reads made that route four times dearer than a guest's (docs/performance.md).
 * Snapshots of one getAll are read at the same moment, so the counts and the wishlist agree.
 *
 * Cache policy: this read itself caches nothing; /api/shopper keeps its result per instance by the browser's
 * data stamp (./personal-docs.ts, ./account-docs-cache.ts, whose rule is said there). The references and the
 * converters come from each domain's read module (cart-reads, wishlist-reads, profile-reads, stock-reads).
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
    profile: profileFromSnapshot(profile),
    cart: cartLinesFromSnapshot(cart),
    wishlist: wishlistIdsFromSnapshot(wishlist),
    stock: new Map(ids.map((id, index) => [id, productStockFromSnapshot(id, stocks[index])])),
  }
}
