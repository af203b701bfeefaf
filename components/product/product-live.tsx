'use client'

import { useLiveStock } from '@/components/shopper/use-shopper'
import { FavoriteHeart } from './favorite-heart'
import { PurchaseForm } from './purchase-form'
import type { PurchaseProduct } from './purchase-product'

/**
 * The personal part of the static product page: live stock (which caps the quantity and at 0 disables
 * buying) and whether the shopper saved it, both from the shopper store after load. Until stock is known the
 * stock line keeps its height and the form works as it would without it (addToCart checks stock itself).
 * The structured data's availability is in the cached HTML instead (product-structured-data.tsx).
 */
export function ProductLive({ product }: { product: PurchaseProduct }) {
  const stock = useLiveStock(product.id)
  return (
    <PurchaseForm
      product={product}
      stock={stock}
      sizeFromPageAddress
      aside={<FavoriteHeart productId={product.id} size="lg" />}
    />
  )
}
