import type { ReactNode } from 'react'
import { JsonLd } from '@/components/seo/json-ld'
import { ProductCard } from '@/components/product/product-card'
import type { Category } from '@/data/schemas'
import { categoryHref, productsInCategory } from '@/lib/catalogue'
import { applyListing } from '@/lib/listing/apply'
import { toListingItem } from '@/lib/listing/options'
import type { ListingState } from '@/lib/listing/state'
import { itemListJsonLd } from '@/lib/structured-data'
import { ListingView } from './listing-view'
import { categoryIn, productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'

/**
 * One category's listing in one state. The cards are Server Components rendered here and handed to the
 * client view, which only chooses and orders them; the same component serves the prerendered plain page
 * (default state) and the request-time filtered page, so a shared link's HTML already shows its products.
 * The ItemList structured data names the products the HTML shows, in its order.
 */
export async function CategoryListing({ category, state }: { category: Category; state: ListingState }) {
  const locale = await currentLocale()
  const products = productsInCategory(category.slug).map((product) => productIn(locale, product))
  const cards: Record<number, ReactNode> = Object.fromEntries(
    products.map((product) => [product.id, <ProductCard key={product.id} product={product} />]),
  )
  const items = products.map(toListingItem)
  // The page may hand over the English record: the grid's label and the structured data name it in the page's language.
  const { name } = categoryIn(locale, category)
  return (
    <>
      <JsonLd data={itemListJsonLd(name, applyListing(items, state), locale)} />
      <ListingView
        basePath={categoryHref(category)}
        categoryName={name}
        items={items}
        cards={cards}
        serverState={state}
      />
    </>
  )
}
