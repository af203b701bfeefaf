import { searchSynonyms } from '@/data/search-synonyms'
import { foldSpelling } from './fold-spelling'
import { indexTerms, queryTerm, singular, synonymTerm } from './search-terms'

describe('singular', () => {
  it.each([
    ['abayas', 'abaya'],
    ['dresses', 'dress'],
    ['shoes', 'shoe'],
    ['accessories', 'accessory'],
    ['brushes', 'brush'],
    ['bags', 'bag'],
  ])('makes %s %s', (plural, one) => {
    expect(singular(plural)).toBe(one)
  })

  it.each(['dress', 'abaya', 'chiffon', 'gas', 'this', 'status', 'عبایا'])('leaves %s alone', (word) => {
    expect(singular(word)).toBe(word)
  })
})

describe('synonymTerm', () => {
  it.each([
    ['abaaya', 'abaya'],
    ['Abayas', 'abaya'],
    ['عبایا', 'abaya'],
    ['عبايا', 'abaya'],
    ['hijaab', 'hijab'],
    ['حجاب', 'hijab'],
    ['duppata', 'shawl'],
    ['dupatta', 'shawl'],
    ['kurti', 'tunic'],
    ['kurta', 'tunic'],
    ['salwar', 'trouser'],
    ['shalwar', 'trouser'],
    ['jilbaab', 'jilbab'],
    ['khimaar', 'khimar'],
    ['niqaab', 'niqab'],
    ['caftan', 'kaftan'],
  ])('reads %s as %s', (spelling, term) => {
    expect(synonymTerm(spelling)).toBe(term)
  })

  it('knows nothing of a word the list does not name', () => {
    expect(synonymTerm('velvet')).toBeUndefined()
  })
})

describe('the synonym list (data/search-synonyms.ts)', () => {
  it('gives each spelling to one group only', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const group of searchSynonyms) {
      for (const spelling of new Set([group.term, ...group.spellings].map(foldSpelling))) {
        const other = owner.get(spelling)
        if (other && other !== group.term) clashes.push(`${spelling}: ${other} and ${group.term}`)
        owner.set(spelling, group.term)
      }
    }
    expect(clashes).toEqual([])
  })

  it('lists no spelling twice in a group', () => {
    for (const group of searchSynonyms) {
      expect(new Set(group.spellings).size).toBe(group.spellings.length)
    }
  })
})

describe('indexTerms and queryTerm', () => {
  it('store a catalogue word both as written and as the word it stands for', () => {
    expect(indexTerms('عبایا')).toEqual(['عبایا', 'abaya'])
    expect(indexTerms('Abayas')).toEqual(['abaya'])
    expect(indexTerms('Velvet')).toEqual(['velvet'])
  })

  it('look a query word up as the catalogue word it stands for', () => {
    expect(queryTerm('ABAAYA')).toBe('abaya')
    expect(queryTerm('عبايا')).toBe('abaya')
    expect(queryTerm('Velvets')).toBe('velvet')
  })

  it('skip the words too common to search by, in both languages', () => {
    expect(queryTerm('the')).toBeNull()
    expect(queryTerm('کا')).toBeNull()
    expect(indexTerms('and')).toBeNull()
  })
})
