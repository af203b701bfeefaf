import type { PurchaseProduct } from '@/components/product/purchase-product'
import { MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import type { WishlistViewItem } from '@/lib/wishlist/wishlist-view'

/**
 * What Move to Bag (and its Quick View) needs, from the saved item the server sent: the wishlist is drawn
 * in the browser, which should not carry the whole catalogue to look the product up again.
 */
export function purchaseProductOf(item: WishlistViewItem): PurchaseProduct {
  return {
    id: item.productId,
    name: item.name,
    price: item.price,
    image: item.image,
    href: item.href,
    colors: item.colors,
    sizes: item.sizes,
    needsOptions: item.needsOptions,
    lineLimit: MAX_LINE_QUANTITY,
  }
}
