import 'server-only'
import { cache } from 'react'
import { readWishlist } from '@/lib/wishlist/wishlist-reads'
import { readCart } from '@/lib/cart/cart-reads'
import { pageViewUid } from './current-shopper'
import { readPersonalDocs } from './personal-docs'

/**
 * The shopper's bag and wishlist for this request, read once however many parts ask. For showing only (a
 * page-view session): server actions read the stores directly, with a fresh session.
 *
 * `remembered`: the bag and wishlist pages may show a signed-in shopper's documents as this server read them
 * for the browser's data stamp (lib/shopper/personal-docs.ts); the checkout and the account page read them now.
 */
export const loadShopperData = cache(async (remembered: boolean = false) => {
  const uid = await pageViewUid()
  if (uid && remembered) {
    const { cart, wishlist } = await readPersonalDocs(uid, [])
    return { uid, lines: cart, wishlist }
  }
  const [lines, wishlist] = await Promise.all([readCart(uid), readWishlist(uid)])
  return { uid, lines, wishlist }
})
