import type { Category, Product } from '@/data/schemas'
import { findProduct, getCategoryBySlug } from '@/lib/catalogue'
import { catalogueSearchIndex } from './catalogue-search-index'
import { searchIndex, type SearchIndex } from './search-index'

/** What the results page shows for a query: the catalogue's own records, best match first. */
export type SearchPageResults = { products: Product[]; categories: Category[] }

/**
 * The index answers with the small hits a suggestion needs; the results page shows full listing cards
 * (hover image, colours, sizes, badges) and filters on sizes and fabric, so it takes each product's
 * catalogue record, keeping the index's order.
 */
export function searchPageResults(
  query: string,
  index: SearchIndex = catalogueSearchIndex(),
): SearchPageResults {
  const found = searchIndex(index, query)
  return {
    products: found.products.flatMap((hit) => {
      const product = findProduct(hit.id)
      return product ? [product] : []
    }),
    categories: found.categories.map((hit) => getCategoryBySlug(hit.slug)),
  }
}
