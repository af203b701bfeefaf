import { cacheLife } from 'next/cache'

/**
 * Gives the page being rendered the catalogue pages' lifetime (the `catalogue` profile: CATALOGUE_PAGE_LIFE in
 * lib/routing/cache-policy.ts). Called once by the root layout, so every prerendered page is revalidated on
 * that schedule because it was decided, not because some component below happens to be cached for a day.
 */
export async function holdCatalogueLifetime(): Promise<void> {
  'use cache'
  cacheLife('catalogue')
}
