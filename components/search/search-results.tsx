import LocaleLink from '@/components/i18n/locale-link'
import { PageHeader } from '@/components/content/page-header'
import { categoryHref } from '@/lib/catalogue'
import { categoryIn } from '@/lib/i18n/catalogue-text'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { parseListingState } from '@/lib/listing/state'
import { closestSpelling } from '@/lib/search/closest-spelling'
import { readSearchQuery, searchHref } from '@/lib/search/search-query'
import { searchPageResults } from '@/lib/search/search-results'
import type { Category } from '@/data/schemas'
import { SearchForm } from './search-form'
import { SearchLinksOn } from './search-links-on'
import { SearchListing } from './search-listing'
import { searchTexts } from './search-texts'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const BODY_CLASS = 'mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 lg:px-8'
const LINK_CLASS =
  'text-brand-700 hover:text-brand-800 focus-visible:outline-brand-600 font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * The results page for one query, in each of its states: products, nothing found, no query, too long.
 * Every state shows the query form (prefilled) and, whatever the shopper typed, shows it only as text.
 */
export async function SearchResults({ searchParams }: { searchParams: SearchParams }) {
  const texts = await getTexts(searchTexts)
  const params = await searchParams
  const query = readSearchQuery(params.q)
  const crumbs = [{ label: texts.title, href: '/search' }]

  if (query.kind !== 'words') {
    const shown = query.kind === 'too-long' ? query.text : ''
    return (
      <>
        <PageHeader
          title={texts.title}
          path="/search"
          breadcrumb={crumbs}
          intro={
            <>
              {query.kind === 'empty' ? (
                <p>{texts.askWhat}</p>
              ) : (
                <>
                  <p>{texts.tooLong}</p>
                  <p dir="auto" className="text-ink/70 mt-2 text-base break-words">
                    {shown}
                  </p>
                </>
              )}
              <div className="mt-6">
                <SearchForm query={shown} />
              </div>
            </>
          }
        />
        <div className={BODY_CLASS}>
          <SearchLinksOn />
        </div>
      </>
    )
  }

  const { products, categories } = searchPageResults(query.text)
  return (
    <>
      <PageHeader
        title={texts.resultsFor(query.text)}
        path="/search"
        breadcrumb={crumbs}
        intro={<SearchForm query={query.text} />}
      />
      <div className={BODY_CLASS}>
        {products.length > 0 ? (
          <>
            {categories.length > 0 && <MatchingCategories categories={categories} />}
            <SearchListing query={query.text} products={products} state={parseListingState(params)} />
          </>
        ) : (
          <NothingFound query={query.text} />
        )}
      </div>
    </>
  )
}

async function MatchingCategories({ categories }: { categories: readonly Category[] }) {
  const locale = await currentLocale()
  const texts = await getTexts(searchTexts)
  return (
    <p className="text-ink/80 mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-medium">{texts.categories}</span>
      {categories.map((category) => (
        <LocaleLink
          key={category.slug}
          href={categoryHref(category)}
          className={`${LINK_CLASS} inline-flex min-h-11 items-center`}
        >
          {categoryIn(locale, category).name}
        </LocaleLink>
      ))}
    </p>
  )
}

async function NothingFound({ query }: { query: string }) {
  const texts = await getTexts(searchTexts)
  const suggestion = closestSpelling(query)
  return (
    <div className="border-brand-200 rounded-2xl border border-dashed bg-white px-6 py-10">
      <p className="font-display text-brand-900 text-xl">{texts.nothingFound(query)}</p>
      {suggestion && (
        <p className="text-ink/80 mt-3 text-base">
          {texts.didYouMean}{' '}
          <LocaleLink href={searchHref(suggestion)} className={LINK_CLASS}>
            {suggestion}
          </LocaleLink>
          {texts.questionMark}
        </p>
      )}
      <SearchLinksOn />
    </div>
  )
}
