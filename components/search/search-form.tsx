import { MAX_QUERY_LENGTH } from '@/lib/search/max-query-length'
import { localePath } from '@/lib/i18n/locale-path'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { searchTexts } from './search-texts'

/**
 * The results page's own search form, prefilled so a shopper can refine. A plain GET form to the page in its
 * language: it works before any script has loaded, and a search is a shareable URL.
 */
export async function SearchForm({ query }: { query: string }) {
  const locale = await currentLocale()
  const texts = await getTexts(searchTexts)
  return (
    <form
      method="get"
      action={localePath(locale, '/search')}
      role="search"
      aria-label={texts.formLabel}
      className="flex w-full max-w-xl flex-wrap items-end gap-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="search-page-query" className="text-ink/80 text-sm font-medium">
          {texts.formLabel}
        </label>
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={texts.placeholder}
          // A query may be English or Urdu whatever the page's language: let the browser pick its direction.
          dir="auto"
          enterKeyHint="search"
          className="border-brand-200 text-ink focus-visible:outline-brand-600 min-h-11 w-full rounded-full border bg-white px-4 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
        />
      </div>
      <button
        type="submit"
        className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-600 inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {texts.submit}
      </button>
    </form>
  )
}
