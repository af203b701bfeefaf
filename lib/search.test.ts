import type { SearchSuggestion } from '@/data/schemas'
import { searchSuggestionsFor, suggestionHref, suggestionsIn } from './search'

const items: SearchSuggestion[] = [
  { id: 1, name: 'Classic Black Abaya', category: 'Clothing' },
  { id: 901, name: 'Silk Hijab', category: 'Hijabs' },
  { id: 1601, name: 'Halal Lipstick', category: 'Beauty' },
  { id: 1701, name: 'Pearl Earrings', category: 'Accessories' },
]
const names = (found: SearchSuggestion[]) => found.map((item) => item.name)

describe('searchSuggestionsFor', () => {
  it('matches a substring of the name', () => {
    expect(names(searchSuggestionsFor('abaya', items))).toEqual(['Classic Black Abaya'])
    expect(names(searchSuggestionsFor('lip', items))).toEqual(['Halal Lipstick'])
  })

  it('matches by category', () => {
    expect(names(searchSuggestionsFor('beauty', items))).toEqual(['Halal Lipstick'])
    expect(names(searchSuggestionsFor('access', items))).toEqual(['Pearl Earrings'])
  })

  it('ignores case in the query and in the data', () => {
    expect(names(searchSuggestionsFor('ABAYA', items))).toEqual(['Classic Black Abaya'])
    expect(names(searchSuggestionsFor('hIjAbS', items))).toEqual(['Silk Hijab'])
  })

  it('matches several items, in list order', () => {
    expect(names(searchSuggestionsFor('ar', items))).toEqual(['Pearl Earrings'])
    expect(names(searchSuggestionsFor('i', items))).toEqual([
      'Classic Black Abaya',
      'Silk Hijab',
      'Halal Lipstick',
      'Pearl Earrings',
    ])
  })

  it('trims the query before matching', () => {
    expect(names(searchSuggestionsFor('  silk  ', items))).toEqual(['Silk Hijab'])
  })

  it('gives nothing for a blank or whitespace-only query', () => {
    expect(searchSuggestionsFor('', items)).toEqual([])
    expect(searchSuggestionsFor('   ', items)).toEqual([])
    expect(searchSuggestionsFor('\t\n', items)).toEqual([])
  })

  it('gives nothing when no name or category matches', () => {
    expect(searchSuggestionsFor('sunglasses', items)).toEqual([])
  })

  it('searches the shop suggestions by default', () => {
    const found = searchSuggestionsFor('abaya')
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((item) => /abaya/i.test(item.name) || /abaya/i.test(item.category))).toBe(true)
    expect(searchSuggestionsFor('   ')).toEqual([])
  })
})

describe('suggestionHref', () => {
  it('links to the product page', () => {
    expect(suggestionHref({ id: 1601 })).toBe('/product/1601')
  })
})

describe('suggestionsIn', () => {
  const urdu = suggestionsIn(
    'ur',
    (id) => `نام ${id}`,
    () => 'حجاب',
  )

  it('shows Urdu names on Urdu pages, still found by the English words', () => {
    expect(urdu[0]).toMatchObject({ id: 1, name: 'نام 1', category: 'حجاب' })
    expect(searchSuggestionsFor('نام 1', urdu).map((item) => item.id)).toContain(1)
    expect(searchSuggestionsFor('abaya', urdu).map((item) => item.id)).toEqual([1])
  })

  it('leaves English as it is', () => {
    expect(
      suggestionsIn(
        'en',
        () => 'x',
        () => 'y',
      )[0],
    ).toMatchObject({ name: 'Classic Black Abaya' })
  })
})
