import { searchSuggestions } from '@/data/search-suggestions'
import type { SearchSuggestion } from '@/data/schemas'

/**
 * The header's local search (spec §5): a case-insensitive substring match on name or category. A blank or
 * whitespace-only query matches nothing, so an empty box never shows the whole list.
 */
export function searchSuggestionsFor(
  query: string,
  items: readonly SearchSuggestion[] = searchSuggestions,
): SearchSuggestion[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return []
  return items.filter(
    (item) => item.name.toLowerCase().includes(needle) || item.category.toLowerCase().includes(needle),
  )
}

export function suggestionHref(item: Pick<SearchSuggestion, 'id'>): string {
  return `/product/${item.id}`
}
