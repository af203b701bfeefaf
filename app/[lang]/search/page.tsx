import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/content/page-header'
import { ListingSkeleton } from '@/components/category/listing-skeleton'
import { SearchResults } from '@/components/search/search-results'
import { searchTexts } from '@/components/search/search-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { pageMetadata } from '@/lib/seo'
import { readSearchQuery } from '@/lib/search/search-query'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Its own title ("Search: chiffon"), and kept out of search engines' indexes (a results page is a view of
 * the catalogue, not content), though its links are followed. Reading the query here is allowed because the
 * page body reads it too: the route is request-time below its static shell either way.
 */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = readSearchQuery((await searchParams).q)
  const { en, ur } = searchTexts
  const words = query.kind === 'words' ? query.text : undefined
  const metadata = await pageMetadata({
    title: words ? en.titleFor(words) : en.title,
    description: en.description,
    ur: { title: words ? ur.titleFor(words) : ur.title, description: ur.description },
    path: '/search',
    noindex: true,
  })
  // A page of results is not a copy of bare /search: naming that as canonical would contradict the noindex.
  return { ...metadata, alternates: null }
}

/**
 * /search?q= and /ur/search?q=. The shell (header, footer, a placeholder) is prerendered; the results are
 * rendered for the query inside the boundary and follow in the same response, so the HTML is complete
 * before any script runs, and is the same for every shopper (no cookies): a CDN may keep it.
 */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const texts = await getTexts(searchTexts)
  return (
    <Suspense
      fallback={
        <>
          <PageHeader
            title={texts.title}
            path="/search"
            breadcrumb={[{ label: texts.title, href: '/search' }]}
          />
          <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
            <ListingSkeleton />
          </div>
        </>
      }
    >
      <SearchResults searchParams={searchParams} />
    </Suspense>
  )
}
