import 'server-only'
import { fromCents } from '@/lib/money/money'
import { getWishlistView } from '@/lib/wishlist/wishlist-view'
import type { WishlistItemData } from './wishlist-item'

/**
 * The shopper's saved products in the account dashboard's shape (it shows the first 3 and the count of all).
 * Request-time: call inside <Suspense>.
 */
export async function getDashboardWishlist(): Promise<WishlistItemData[]> {
  const items = await getWishlistView()
  return items.map((item) => ({
    id: item.productId,
    name: item.name,
    price: fromCents(item.price),
    imageUrl: item.image,
    inStock: item.inStock,
  }))
}
