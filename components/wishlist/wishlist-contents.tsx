import { getWishlistView } from '@/lib/wishlist/wishlist-view'
import { WishlistList } from './wishlist-list'

/** The shopper's saved products with live stock, read per request: rendered inside <Suspense>. */
export async function WishlistContents() {
  return <WishlistList items={await getWishlistView()} />
}
