import { searchSynonyms } from '@/data/search-synonyms'
import { foldSpelling } from './fold-spelling'

/**
 * From a word as written to the term the search index stores and looks up. The index (lib/search/search-index.ts)
 * runs the catalogue's words through `indexTerms` and each word of a query through `queryTerm`, so both sides
 * meet on the same spelling.
 */

/** Words too common to tell products apart, in both languages; a query of only these finds nothing. */
const STOP_WORDS = new Set(
  [
    ...['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'or', 'by', 'my', 'your', 'is', 'it'],
    ...['کا', 'کی', 'کے', 'اور', 'میں', 'سے', 'کو', 'ہے', 'ہیں', 'یا', 'پر', 'بھی', 'لیے'],
  ].map(foldSpelling),
)

const LATIN_WORD = /^[a-z]+$/

/**
 * English plurals to the singular, so "abayas" and "dresses" match "abaya" and "dress".
 * Deliberately simple (a few suffix rules rather than a full stemmer): catalogue words are mostly nouns,
 * and a rule that over-strips ("dress" → "dres") would split a word from itself. Only Latin words of four
 * letters or more, so "bags" is "bag" but "gas" stays.
 */
export function singular(word: string): string {
  if (word.length < 4 || !LATIN_WORD.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** A word folded and made singular: the key the synonym list and the index share. */
function baseForm(word: string): string {
  return singular(foldSpelling(word))
}

/** Every spelling in data/search-synonyms.ts, by its base form, to its group's catalogue word. */
const SYNONYM_TERMS: ReadonlyMap<string, string> = new Map(
  searchSynonyms.flatMap((group) =>
    [group.term, ...group.spellings].map((spelling) => [baseForm(spelling), group.term] as const),
  ),
)

/** The catalogue's word a spelling stands for ("abaaya" and "عبایا" are "abaya"), if the list knows it. */
export function synonymTerm(word: string): string | undefined {
  return SYNONYM_TERMS.get(baseForm(word))
}

/**
 * The terms the index stores for one word of the catalogue: its base form, and also the catalogue word it
 * stands for when that differs (the Urdu name "عبایا" is stored as both "عبایا" and "abaya"), so a query in
 * either spelling finds it, and a shopper still typing "عبا" finds it by prefix.
 */
export function indexTerms(word: string): string[] | null {
  const base = baseForm(word)
  if (base === '' || STOP_WORDS.has(base)) return null
  const synonym = SYNONYM_TERMS.get(base)
  return synonym && synonym !== base ? [base, synonym] : [base]
}

/**
 * The one term a word of a query looks up: the catalogue word it stands for when the synonym list knows the
 * spelling, else its base form. One term per word, so that requiring every word (AND) works as shoppers expect.
 */
export function queryTerm(word: string): string | null {
  const base = baseForm(word)
  if (base === '' || STOP_WORDS.has(base)) return null
  return SYNONYM_TERMS.get(base) ?? base
}
