import { searchSuggestions } from '@/data/search-suggestions'
import type { SearchSuggestion } from '@/data/schemas'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The header's local search (spec §5): a case-insensitive substring match on name or category. A blank or
 * whitespace-only query matches nothing, so an empty box never shows the whole list.
 */
export function searchSuggestionsFor<T extends ShownSuggestion>(
  query: string,
  items: readonly T[] = searchSuggestions as readonly T[],
): T[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return []
  return items.filter((item) =>
    [item.name, item.category, ...(item.alsoMatches ?? [])].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  )
}

/**
 * A suggestion as the search box shows it: in the page's language, still found by its English words on an
 * Urdu page (shoppers type "abaya" as often as "عبایا").
 */
export type ShownSuggestion = { id: number; name: string; category: string; alsoMatches?: readonly string[] }

/** The header's suggestions in a language (the Urdu names come from the catalogue, data/ur). */
export function suggestionsIn(
  locale: Locale,
  nameOf: (id: number, english: string) => string,
  groupName: (english: SearchSuggestion['category']) => string,
): ShownSuggestion[] {
  if (locale === 'en') return [...searchSuggestions]
  return searchSuggestions.map((item) => ({
    id: item.id,
    name: nameOf(item.id, item.name),
    category: groupName(item.category),
    alsoMatches: [item.name, item.category],
  }))
}

export function suggestionHref(item: Pick<SearchSuggestion, 'id'>): string {
  return `/product/${item.id}`
}
