import { loadSearchIndex, searchIndex, type SearchIndex, type SearchResults } from '@/lib/search/search-index'
import { searchIndexUrl } from '@/lib/search/search-index-url'

/**
 * The search box's index in the browser. This module (and MiniSearch with it) is imported only when a search
 * box is first focused (search-box.tsx), so no page's first load pays for it; the index file is fetched
 * once per page and shared by every box on it (the header's and the mobile menu's).
 */

/** The User Timing measure around each query, read by `npm run bench` (scripts/lib/bench-keystrokes.mjs). */
export const SEARCH_QUERY_MEASURE = 'fatin:search-query'

/** Answers a query from the loaded index, synchronously: one keystroke, one call. */
export type Searcher = (query: string) => SearchResults

let loading: Promise<Searcher> | undefined

async function fetchIndex(): Promise<SearchIndex> {
  const response = await fetch(searchIndexUrl())
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
  return loadSearchIndex((await response.json()) as object)
}

function searcherOf(index: SearchIndex): Searcher {
  return (query) => {
    const start = performance.now()
    const results = searchIndex(index, query)
    performance.measure(SEARCH_QUERY_MEASURE, { start, end: performance.now() })
    return results
  }
}

/** The index, loaded once; a failed load is forgotten, so the next focus tries again. */
export function loadSearcher(): Promise<Searcher> {
  loading ??= fetchIndex()
    .then(searcherOf)
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
