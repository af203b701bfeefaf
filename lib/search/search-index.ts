import { foldSpelling } from './fold-spelling'
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch'
import type { CategoryGroup, CategorySlug } from '@/data/schemas'
import type { Locale } from '@/lib/i18n/locales'
import { indexTerms, queryTerm, synonymTerm } from './search-terms'
import { MAX_QUERY_LENGTH } from './max-query-length'

/**
 * The one definition of the shop's search index, shared by the server (the results page, /search) and the
 * browser (the header's suggestions): which words of a product are searched, how they rank, and how a query
 * is matched. The index itself is built from the catalogue at build time (lib/search/catalogue-search-index.ts)
 * and served as a static file the header fetches when the search box is first focused.
 *
 * The library is MiniSearch (docs/search.md, "Why MiniSearch"): small, no dependencies, an index that
 * serialises to JSON, and hooks for our own tokens (Urdu folding, synonyms, plurals) and typo tolerance.
 */

/** The searchable words of a product or category, one string per field, both languages together. */
export type SearchFields = Record<SearchField, string>

/** Fields in rank order: a word in a product's name counts for more than the same word in its description. */
export const SEARCH_FIELD_BOOSTS = {
  name: 10,
  category: 5,
  colors: 3,
  fabric: 2,
  description: 1,
} as const
export type SearchField = keyof typeof SEARCH_FIELD_BOOSTS

/** A product as the index returns it: what a suggestion shows, in both languages. */
export type ProductHit = {
  kind: 'product'
  id: number
  name: Record<Locale, string>
  /** Integer cents, the catalogue price the card shows. */
  price: number
  image: string
  category: CategorySlug
}

/** A listing category whose name matches: the suggestions offer its page too. */
export type CategoryHit = {
  kind: 'category'
  slug: CategorySlug
  group: CategoryGroup
  name: Record<Locale, string>
}

export type SearchHit = ProductHit | CategoryHit

/** A document of the index: the hit it returns, with the words it is found by. */
export type SearchDocument = SearchHit & { key: string; fields: SearchFields }

const STORED_FIELDS = ['kind', 'id', 'slug', 'group', 'name', 'price', 'image', 'category'] as const

/**
 * Words are what lies between spaces, punctuation and symbols: MiniSearch's default keeps symbols such as
 * '<' inside a word, so '<b>abaya</b>' would be one word that matches nothing.
 */
const WORD_SEPARATOR = /[\s\p{P}\p{S}]+/u

export function searchWords(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean)
}

/** How a document's words become index terms; the same object must be used to build and to load the index. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'key',
  fields: Object.keys(SEARCH_FIELD_BOOSTS).map((field) => `text.${field}`),
  storeFields: [...STORED_FIELDS],
  // Searched fields are read from `fields` ('text.name'), stored ones from the hit itself ('name').
  extractField: (document, field) =>
    field.startsWith('text.')
      ? document.fields[field.slice('text.'.length) as SearchField]
      : (document as unknown as Record<string, string>)[field]!,
  tokenize: searchWords,
  processTerm: (term) => indexTerms(term),
  searchOptions: { tokenize: searchWords, processTerm: (term) => queryTerm(term) },
}

/** Typos forgiven by word length: none under four letters, one up to seven, two beyond. */
export function allowedEdits(term: string): number {
  const length = [...term].length
  if (length >= 8) return 2
  return length >= 4 ? 1 : 0
}

function searchOptions(combineWith: 'AND' | 'OR', fuzzy: boolean): SearchOptions {
  return {
    boost: Object.fromEntries(
      Object.entries(SEARCH_FIELD_BOOSTS).map(([field, boost]) => [`text.${field}`, boost]),
    ),
    combineWith,
    // The last word is matched as a prefix: the shopper may still be typing it. Not a single letter, which
    // would match half the catalogue (and the "s" of "abaya's"); a query of one letter has its own pass.
    prefix: (term, index, terms) => index === terms.length - 1 && [...term].length >= 2,
    fuzzy: fuzzy ? (term) => allowedEdits(term) || false : false,
  }
}

/**
 * Each query is tried from strict to forgiving, and the first that finds something wins: every word exactly
 * (or as the start of a word, for the last), then every word with typos forgiven, then any word. Forgiving
 * typos only when the exact words find nothing keeps "gold" from also listing everything "bold".
 */
const PASSES: readonly SearchOptions[] = [
  searchOptions('AND', false),
  searchOptions('AND', true),
  searchOptions('OR', false),
  searchOptions('OR', true),
]

export type SearchIndex = MiniSearch<SearchDocument>

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS)
  index.addAll(documents)
  return index
}

/** The index from its JSON form (as `JSON.parse` of the static file gives it). */
export function loadSearchIndex(json: object): SearchIndex {
  return MiniSearch.loadJS(json as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS)
}

export type SearchResults = { products: ProductHit[]; categories: CategoryHit[] }

/** A result reduced to its stored hit (MiniSearch adds its score, matched terms and its own key). */
function asHit(result: SearchResult): SearchHit {
  const stored = result as unknown as SearchHit
  if (stored.kind === 'category') {
    const { kind, slug, group, name } = stored
    return { kind, slug, group, name }
  }
  const { kind, id, name, price, image, category } = stored
  return { kind, id, name, price, image, category }
}

/**
 * The first key pressed: the specification suggests from one letter, so a query of one letter matches every
 * name or category word that starts with it (a stop word such as "a" included), ranked like any other.
 */
const FIRST_LETTER_PASS: SearchOptions = {
  ...searchOptions('AND', false),
  prefix: true,
  processTerm: (term) => foldSpelling(term),
}

/**
 * A product only mentions what its description names ("wear it over wide trousers"). When the query names
 * something the catalogue knows a word for ("shalwar" is trousers) and every product it finds matched in its
 * description alone, the shop does not sell it: the search says it found nothing rather than list loafers and
 * tunics.
 */
function onlyMentioned(result: SearchResult): boolean {
  return Object.values(result.match).every((fields) => fields.every((field) => field === 'text.description'))
}

/** The products and categories a query finds, best match first (ties keep catalogue order). */
export function searchIndex(index: SearchIndex, query: string): SearchResults {
  const text = query.slice(0, MAX_QUERY_LENGTH)
  const passes = [...text.trim()].length === 1 ? [FIRST_LETTER_PASS] : PASSES
  const namesAKind = searchWords(text).some((word) => synonymTerm(word) !== undefined)
  for (const options of passes) {
    const results = index.search(text.trim(), options)
    // Every hit only mentions the kind the query names: the shop does not sell it.
    const hits = namesAKind && results.every(onlyMentioned) ? [] : results.map(asHit)
    if (hits.length > 0) {
      return {
        products: hits.filter((hit): hit is ProductHit => hit.kind === 'product'),
        categories: hits.filter((hit): hit is CategoryHit => hit.kind === 'category'),
      }
    }
  }
  return { products: [], categories: [] }
}
