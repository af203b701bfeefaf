/**
 * The most characters of a query the search reads; the results page says so for a longer one. A module of its
 * own so that lib/search/search-query.ts (which the header's search box imports in every page's JavaScript) does
 * not import search-index.ts, and with it MiniSearch, which the box loads only when first focused.
 */
export const MAX_QUERY_LENGTH = 100
