'use client'

import { JsonLd } from '@/components/seo/json-ld'
import { useLiveStock } from '@/components/shopper/use-shopper'
import type { ProductJsonLd } from '@/lib/structured-data'
import { FavoriteHeart } from './favorite-heart'
import { PurchaseForm } from './purchase-form'
import type { PurchaseProduct } from './purchase-product'

/**
 * The personal part of the static product page: live stock (which caps the quantity and at 0 disables
 * buying), whether the shopper saved it, and the Product structured data, whose availability must be the
 * live one. All come from the shopper store after load; until stock is known the stock line keeps its height,
 * the structured data leaves availability out rather than guess, and the form works as it would without it
 * (addToCart checks stock itself).
 */
export function ProductLive({
  product,
  structuredData,
}: {
  product: PurchaseProduct
  structuredData: ProductJsonLd
}) {
  const stock = useLiveStock(product.id)
  const availability = stock && `https://schema.org/${stock.inStock ? 'InStock' : 'OutOfStock'}`
  return (
    <>
      <PurchaseForm
        product={product}
        stock={stock}
        aside={<FavoriteHeart productId={product.id} size="lg" />}
      />
      <JsonLd
        data={{
          ...structuredData,
          offers: { ...structuredData.offers, ...(availability ? { availability } : {}) },
        }}
      />
    </>
  )
}
