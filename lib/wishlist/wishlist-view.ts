import 'server-only'
import { needsOptionChoice } from '@/lib/cart/option-choice'
import { loadShopperData } from '@/lib/shopper/shopper-data'
import { findProduct, productHref } from '@/lib/catalogue'
import { picturedColours, type PicturedColour } from '@/data/colour-pictures'
import type { Product } from '@/data/schemas'
import { getStocks } from '@/lib/stock/stock-reads'
import { LOW_STOCK_THRESHOLD } from '@/lib/stock/stock-status'

/** A saved product as the wishlist shows it: the catalogue's name, price and options, plus live stock. */
export type WishlistViewItem = Pick<Product, 'name' | 'price' | 'sizes'> & {
  /** Each colour with its picture, for Move to Bag's Quick View. */
  colors: PicturedColour[]
  productId: number
  href: string
  image: string
  hoverImage: string
  inStock: boolean
  /** Live stock; 'Only {n} Left!' when 1..5. */
  available: number
  lowStock: boolean
  /** More than one colour or size: ask which before moving it to the bag. */
  needsOptions: boolean
}

/**
 * The 'My Wishlist' page and the account dashboard: the shopper's saved products (newest last) with live
 * stock. `remembered`: see loadShopperData. Request-time: call inside <Suspense>.
 */
export async function getWishlistView({ remembered = false } = {}): Promise<WishlistViewItem[]> {
  const { wishlist: ids } = await loadShopperData(remembered)
  const stocks = await getStocks(ids)
  return ids.flatMap((id) => {
    const product = findProduct(id)
    if (!product) return []
    const available = stocks.get(id) ?? 0
    return [
      {
        productId: product.id,
        name: product.name,
        href: productHref(product),
        image: product.imageSrc,
        hoverImage: product.hoverImageSrc,
        price: product.price,
        inStock: available > 0,
        available,
        lowStock: available > 0 && available <= LOW_STOCK_THRESHOLD,
        needsOptions: needsOptionChoice(product),
        colors: picturedColours(product),
        sizes: [...product.sizes],
      },
    ]
  })
}
