import type { ReactNode } from 'react'
import { ListingView } from '@/components/category/listing-view'
import { ProductCard } from '@/components/product/product-card'
import type { Product } from '@/data/schemas'
import { toListingItem } from '@/lib/listing/options'
import type { ListingState } from '@/lib/listing/state'
import { productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { searchTexts } from './search-texts'

/**
 * The products a search found, as a category listing shows them, with its filters, facet counts and sort.
 * The items go in best match first, which is the listing's default ("featured") order: keeping their order
 * is what that sort does, so here it is labelled "Best match". The listing writes its filters next to `q`.
 */
export async function SearchListing({
  query,
  products,
  state,
}: {
  query: string
  products: readonly Product[]
  state: ListingState
}) {
  const locale = await currentLocale()
  const texts = await getTexts(searchTexts)
  const shown = products.map((product) => productIn(locale, product))
  const cards: Record<number, ReactNode> = Object.fromEntries(
    shown.map((product) => [product.id, <ProductCard key={product.id} product={product} />]),
  )
  return (
    <ListingView
      basePath="/search"
      categoryName={texts.productsOf(query)}
      items={shown.map(toListingItem)}
      cards={cards}
      serverState={state}
      featuredLabel={texts.bestMatch}
    />
  )
}
