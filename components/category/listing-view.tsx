'use client'

import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useLocale, useLocalePath } from '@/components/i18n/locale-context'
import { listingTexts, valueLabelIn } from './listing-texts'
import { applyListing, facetCounts } from '@/lib/listing/apply'
import { FILTER_GROUPS, type ListingItem } from '@/lib/listing/options'
import { clearFilters, listingHref, parseListingState, type ListingState } from '@/lib/listing/state'
import { ActiveFilters } from './active-filters'
import { FilterPanel } from './filter-panel'
import { FilterToggle } from './filter-toggle'
import { PRODUCT_GRID_CLASS } from './product-grid-class'
import { SortSelect } from './sort-select'
import { UrlSearchSync } from './url-search-sync'

/**
 * The interactive listing: toolbar, filter panel and grid for one category.
 *
 * The server renders it in the state the URL asks for (the prerendered page in the default state, the
 * filtered route in the shared link's state), so the first HTML is always right. After that, filters and sort
 * are applied here, in the browser, and written to the URL with history.replaceState, which the App Router
 * picks up. Why not router.replace() and a server render per click: the plain category page is static and
 * does not read the query, so the client router is entitled to reuse its cached page for any query string;
 * once it has learned that, a router.replace() to '?color=black' never reaches the server (and the Proxy
 * rewrite) and shows the unfiltered grid. Filtering at most eight cards here is instant and cannot go stale.
 */
export function ListingView({
  basePath: categoryPath,
  categoryName,
  items,
  cards,
  serverState,
  featuredLabel,
}: {
  basePath: string
  categoryName: string
  items: readonly ListingItem[]
  /** Each product's card, rendered on the server, by product id. */
  cards: Record<number, ReactNode>
  serverState: ListingState
  /** The default order's name where items arrive in an order of their own (search: "Best match"). */
  featuredLabel?: string
}) {
  // The page's own address in its language: the filters rewrite it in place ('/ur/clothing/abayas?…').
  const basePath = useLocalePath()(categoryPath)
  // null until the browser has reported its URL: the first render must match the server's HTML.
  const [search, setSearch] = useState<string | null>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const state = useMemo(
    () => (search === null ? serverState : parseListingState(new URLSearchParams(search))),
    [search, serverState],
  )

  const navigate = useCallback(
    (next: ListingState) => {
      const href = listingHref(basePath, next, window.location.search)
      setSearch(href.includes('?') ? href.slice(href.indexOf('?') + 1) : '')
      window.history.replaceState(null, '', href)
    },
    [basePath],
  )

  const locale = useLocale()
  const texts = listingTexts[locale]
  const shown = applyListing(items, state)
  // The facets' words in the page's language; their values (the URL's) stay the same.
  const facets = facetCounts(items, state).map((facet) => ({
    ...facet,
    label: texts.groups[facet.key],
    options: facet.options.map((option) => ({ ...option, label: valueLabelIn(locale, option.label) })),
  }))
  const activeCount = FILTER_GROUPS.reduce((total, group) => total + state[group].length, 0)

  return (
    <>
      <Suspense fallback={null}>
        <UrlSearchSync onSearch={setSearch} />
      </Suspense>
      <div className="border-brand-100 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-y py-1 sm:py-3">
        <p className="text-ink/80 text-sm font-medium" role="status">
          {texts.count(shown.length)}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <FilterToggle
            open={filtersOpen}
            onToggle={() => setFiltersOpen(!filtersOpen)}
            activeCount={activeCount}
          />
          <SortSelect state={state} onChange={navigate} featuredLabel={featuredLabel} />
        </div>
      </div>
      <FilterPanel open={filtersOpen} facets={facets} state={state} action={basePath} onChange={navigate} />
      <ActiveFilters facets={facets} state={state} onChange={navigate} />
      <div className="mt-2 sm:mt-6">
        {shown.length > 0 ? (
          <ul className={PRODUCT_GRID_CLASS} aria-label={texts.productsOf(categoryName)}>
            {shown.map((item) => (
              <li key={item.id}>{cards[item.id]}</li>
            ))}
          </ul>
        ) : (
          <div className="border-brand-200 flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-white px-6 py-14 text-center">
            <p className="font-display text-brand-900 text-xl">{texts.noMatch}</p>
            <p className="text-ink/70 max-w-md text-sm">{texts.tryRemoving(categoryName)}</p>
            <button
              type="button"
              onClick={() => navigate(clearFilters(state))}
              className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-600 inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {texts.clearFilters}
            </button>
          </div>
        )}
      </div>
    </>
  )
}
