import { catalogueSearchIndex } from '@/lib/search/catalogue-search-index'

/**
 * The catalogue's search index as JSON, written by `next build` (the handler reads nothing per request, so
 * Next prerenders it) and fetched by the header's search box the first time it is focused. Its address carries
 * the index's version (lib/search/search-index-url.ts), so browsers and CDNs keep it as immutable.
 */
export function GET() {
  return Response.json(catalogueSearchIndex())
}
