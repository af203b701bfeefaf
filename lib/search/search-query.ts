import { MAX_QUERY_LENGTH } from './max-query-length'

/**
 * What the results page makes of `?q=`: the words to search, or why there are none. A query is only ever
 * shown as text (React escapes it), so markup in it is just characters; control characters are dropped and
 * spaces collapsed, so the page title and heading stay on one line.
 */
export type SearchQuery =
  { kind: 'empty' } | { kind: 'too-long'; text: string } | { kind: 'words'; text: string }

const CONTROL = /[\p{Cc}\p{Cf}]/gu

export function readSearchQuery(raw: string | string[] | undefined): SearchQuery {
  const first = Array.isArray(raw) ? raw[0] : raw
  // Zero-width joiners are format characters too, but Urdu spells words with them: keep those.
  const text = (first ?? '')
    .replace(CONTROL, (character) => (character === '\u200C' || character === '\u200D' ? character : ' '))
    .replace(/\s+/g, ' ')
    .trim()
  if (text === '') return { kind: 'empty' }
  if ([...text].length > MAX_QUERY_LENGTH)
    return { kind: 'too-long', text: [...text].slice(0, MAX_QUERY_LENGTH).join('') }
  return { kind: 'words', text }
}

/** The results page's address for a query, in the page's own language (the caller adds the prefix). */
export function searchHref(query: string): string {
  const text = query.trim()
  return text === '' ? '/search' : `/search?${new URLSearchParams({ q: text })}`
}
