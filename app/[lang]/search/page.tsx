import type { Metadata } from 'next'
import { SearchResults } from '@/components/search/search-results'
import { pageMetadata } from '@/lib/seo'
import { searchMetadataInput } from '@/components/seo/page-metadata-inputs'
import { readSearchQuery } from '@/lib/search/search-query'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Its own title ("Search: chiffon"), and kept out of search engines' indexes (a results page is a view of
 * the catalogue, not content), though its links are followed. Reading the query here is allowed because the
 * page body reads it too: the route is request-time below its static shell either way.
 */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = readSearchQuery((await searchParams).q)
  const metadata = await pageMetadata(searchMetadataInput(query.kind === 'words' ? query.text : undefined))
  // A page of results is not a copy of bare /search: naming that as canonical would contradict the noindex.
  return { ...metadata, alternates: null }
}

/**
 * Rendered for each query before the response is sent, with no static shell and no streaming: the results
 * are in the HTML as sent, so a shopper without JavaScript (or with the form submitted before the page's
 * scripts arrive) sees them, and the page has one heading. Searching the in-memory index takes about a
 * millisecond, so there is nothing to stream around. `instant = false` is what allows a page under
 * cacheComponents to read searchParams outside <Suspense>. The HTML is the same for every shopper (no
 * cookies are read): a CDN may keep it (lib/routing/proxy-free-pages.ts gives /search a shared Cache-Control).
 */
export const instant = false

export default function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <SearchResults searchParams={searchParams} />
}
