import { picturedColours, type PicturedColour } from '@/data/colour-pictures'
import type { Product } from '@/data/schemas'
import { MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import { needsOptionChoice } from '@/lib/cart/option-choice'
import { productHref } from '@/lib/catalogue'

/**
 * What a buying control needs to know about a product (Quick View, the product page's form, Move to Bag):
 * plain data, so a Server Component can hand it to a client leaf without shipping the whole catalogue entry.
 */
export type PurchaseProduct = Pick<Product, 'id' | 'name' | 'price' | 'sizes'> & {
  image: string
  /** Each colour with the picture that shows it (data/colour-pictures.ts). */
  colors: PicturedColour[]
  href: string
  /** More than one colour or size: the shopper must choose before it can go in the bag. */
  needsOptions: boolean
  /** Most of it one bag line may hold (before stock lowers it). */
  lineLimit: number
}

export function toPurchaseProduct(product: Product): PurchaseProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.imageSrc,
    href: productHref(product),
    colors: picturedColours(product),
    sizes: [...product.sizes],
    needsOptions: needsOptionChoice(product),
    lineLimit: MAX_LINE_QUANTITY,
  }
}
