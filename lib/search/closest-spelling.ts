import SearchableMap from 'minisearch/SearchableMap'
import { searchSynonyms } from '@/data/search-synonyms'
import { categories } from '@/data/categories'
import { products } from '@/data/products'
import { COLOR_NAMES, FABRICS } from '@/data/schemas'
import { URDU_VALUE_LABELS } from '@/data/ur/value-labels'
import { categoryIn, GROUP_NAMES, productIn } from '@/lib/i18n/catalogue-text'
import { foldSpelling } from './fold-spelling'
import { queryTerm } from './search-terms'
import { allowedEdits, searchIndex, searchWords, type SearchIndex } from './search-index'
import { catalogueSearchIndex } from './catalogue-search-index'

/**
 * "Did you mean kaftan?" for a query that found nothing: each word the catalogue does not know is replaced
 * by the nearest word shoppers see in it (product, category, colour and fabric names, in both languages, and
 * the catalogue words of data/search-synonyms.ts), within three edits, further than the search itself forgives.
 * A correction is offered only when it finds products. Server only: the vocabulary is not sent to browsers.
 */

const MAX_EDITS = 3

/** The words a correction may use, by their folded spelling, each as the catalogue writes it (lower case). */
function catalogueVocabulary(): SearchableMap<string> {
  const texts = [
    ...products.flatMap((product) => [product.name, productIn('ur', product).name]),
    ...categories.flatMap((category) => [category.name, categoryIn('ur', category).name]),
    ...Object.values(GROUP_NAMES).flatMap((names) => Object.values(names)),
    ...[...COLOR_NAMES, ...FABRICS].flatMap((name) => [name, URDU_VALUE_LABELS[name] ?? '']),
    ...searchSynonyms.map((group) => group.term),
  ]
  const vocabulary = new SearchableMap<string>()
  for (const word of texts.flatMap(searchWords)) {
    const key = foldSpelling(word)
    if (key.length >= 3 && !vocabulary.has(key)) vocabulary.set(key, word.toLowerCase())
  }
  return vocabulary
}

let vocabulary: SearchableMap<string> | undefined

/**
 * The nearest catalogue word: one edit more than the search itself forgives (so two for a word of four to
 * seven letters, three beyond), and the same first letter, since shoppers rarely mistype that one and a
 * correction that changes it is usually another word ("alert" is not "pleat").
 */
function nearestWord(word: string): string | undefined {
  vocabulary ??= catalogueVocabulary()
  const key = foldSpelling(word)
  const limit = Math.min(MAX_EDITS, allowedEdits(key) + 1)
  let best: { word: string; distance: number } | undefined
  for (const [found, [shown, distance]] of vocabulary.fuzzyGet(key, limit)) {
    if (found[0] !== key[0]) continue
    if (!best || distance < best.distance) best = { word: shown, distance }
  }
  return best?.word
}

/**
 * The query with its unknown words corrected, or undefined when there is no correction that finds products.
 * Words the index knows (or the synonym list does) are kept as the shopper wrote them.
 */
export function closestSpelling(
  query: string,
  index: SearchIndex = catalogueSearchIndex(),
): string | undefined {
  const words = searchWords(query)
  if (words.length === 0) return undefined
  let changed = false
  let uncorrectable = false
  const corrected = words.map((word) => {
    const term = queryTerm(word)
    if (term === null || searchIndex(index, word).products.length > 0) return word
    const nearest = nearestWord(word)
    if (nearest === undefined || foldSpelling(nearest) === foldSpelling(word)) {
      uncorrectable = true
      return word
    }
    changed = true
    return nearest
  })
  // Every word the catalogue does not know must have a correction: otherwise the suggestion would find
  // products by its other words only, and read like another search.
  if (uncorrectable) return undefined
  if (!changed) return undefined
  const suggestion = corrected.join(' ')
  return searchIndex(index, suggestion).products.length > 0 ? suggestion : undefined
}
