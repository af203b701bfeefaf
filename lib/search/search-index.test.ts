import { gzipSync } from 'node:zlib'
import { products } from '@/data/products'
import { catalogueSearchDocuments, catalogueSearchIndex } from './catalogue-search-index'
import {
  allowedEdits,
  buildSearchIndex,
  loadSearchIndex,
  searchIndex,
  type SearchDocument,
} from './search-index'

const index = catalogueSearchIndex()
const names = (query: string) => searchIndex(index, query).products.map((hit) => hit.name.en)
const ids = (query: string) => searchIndex(index, query).products.map((hit) => hit.id)

/** A tiny made-up catalogue, to see the ranking without the real one's word counts. */
function document(id: number, fields: Partial<SearchDocument['fields']>): SearchDocument {
  return {
    key: `p${id}`,
    kind: 'product',
    id,
    name: { en: `Product ${id}`, ur: `Product ${id}` },
    price: 1000,
    image: `products/${id}`,
    category: 'abayas',
    fields: { name: '', category: '', colors: '', fabric: '', description: '', ...fields },
  }
}

describe('ranking', () => {
  it('ranks a word in the name above category, colour, fabric and description, in that order', () => {
    const made = buildSearchIndex([
      document(1, { description: 'A light silk lining, cut long.' }),
      document(2, { fabric: 'Silk' }),
      document(3, { colors: 'Silk' }),
      document(4, { category: 'Silk Scarves' }),
      document(5, { name: 'Soft Silk Hijab' }),
    ])
    expect(searchIndex(made, 'silk').products.map((hit) => hit.id)).toEqual([5, 4, 3, 2, 1])
  })

  it('puts the products named after the word first in the real catalogue', () => {
    const found = names('chiffon')
    const named = found.filter((name) => /chiffon/i.test(name))
    expect(named.length).toBeGreaterThan(0)
    expect(found.slice(0, named.length)).toEqual(named)
    // and still finds the chiffon products whose name does not say so
    const chiffon = products.filter((product) => product.fabric === 'Chiffon').map((product) => product.id)
    expect(ids('chiffon')).toEqual(expect.arrayContaining(chiffon))
  })

  it('adds no typo matches when the words as written find something', () => {
    const made = buildSearchIndex([document(1, { name: 'Abeya Bag' }), document(2, { name: 'Abaya' })])
    expect(searchIndex(made, 'abaya').products.map((hit) => hit.id)).toEqual([2])
    expect(searchIndex(made, 'abayq').products.map((hit) => hit.id)).toEqual([2])
  })
})

describe('matching', () => {
  it('forgives one typo in a word of four to seven letters and two in a longer one', () => {
    expect(allowedEdits('sil')).toBe(0)
    expect(allowedEdits('silk')).toBe(1)
    expect(allowedEdits('chiffon')).toBe(1)
    expect(allowedEdits('lipstick')).toBe(2)
    expect(names('kaftn')).toContain('Printed Silk Kaftan')
    expect(names('lipstik')).toContain('Halal Matte Lipstick')
    expect(names('lipstcik')).toContain('Halal Matte Lipstick')
    expect(names('xyz')).toEqual([])
  })

  it('matches the last word as a prefix while the shopper types', () => {
    expect(names('abay')).toContain('Classic Black Abaya')
    expect(names('black aba')).toContain('Classic Black Abaya')
  })

  it('matches a single letter as a prefix only when it is the whole query (the first key pressed)', () => {
    // Within a longer query a lone letter is no prefix (the "s" of "abaya's").
    expect(ids("abaya's")).toEqual(ids('abaya'))
    // The first key pressed already suggests: every name or category word starting with it, in either case.
    const fromA = names('a')
    expect(fromA.length).toBeGreaterThan(0)
    expect(fromA).toContain('Classic Black Abaya')
    expect(names('A')).toEqual(fromA)
    expect(names('k')).toContain('Printed Silk Kaftan')
  })

  it('finds nothing for a kind of clothing the shop does not sell, rather than products that mention it', () => {
    // "shalwar" means trousers; descriptions say "wear it over wide trousers", but no trousers are sold.
    expect(names('shalwar')).toEqual([])
    expect(names('trousers')).toEqual([])
    // A kind the shop sells is still found by name, and a descriptive word still by description.
    expect(names('kameez').length).toBeGreaterThan(0)
    expect(names('breezy').length).toBeGreaterThan(0)
  })

  it('ignores plurals and word order', () => {
    expect(ids('abayas black')).toEqual(ids('black abaya'))
    expect(ids('black abaya')).toContain(1)
  })

  it('requires every word when that finds something', () => {
    const found = names('black abaya')
    expect(found[0]).toBe('Classic Black Abaya')
    expect(found).not.toContain('Printed Silk Kaftan')
  })

  it('finds Urdu script, with Arabic-keyboard letters, and Roman Urdu spellings', () => {
    const abayas = products.filter((product) => product.category === 'abayas').map((product) => product.id)
    for (const query of ['abaya', 'abaaya', 'عبایا', 'عبايا']) {
      expect(
        ids(query)
          .slice(0, abayas.length)
          .sort((a, b) => a - b),
      ).toEqual(abayas)
    }
    const tunics = products.filter((product) => product.category === 'tunics').length
    expect(
      names('kurti')
        .slice(0, tunics)
        .every((name) => /tunic/i.test(name)),
    ).toBe(true)
    expect(names('duppata')).toContain('Soft Cotton Shawl')
    expect(names('حجاب')).toContain('Pure Silk Hijab')
  })

  it('finds a product by its Urdu name and an Urdu word of it', () => {
    expect(ids('کلاسک سیاہ عبایا')[0]).toBe(1)
    expect(ids('ریشم')).toContain(902)
  })

  it('offers the matching categories apart from the products', () => {
    const { categories } = searchIndex(index, 'abaya')
    expect(categories.map((category) => category.slug)).toEqual(['abayas'])
    expect(categories[0]).toEqual({
      kind: 'category',
      slug: 'abayas',
      group: 'clothing',
      name: { en: 'Abayas', ur: 'عبایا' },
    })
  })

  it('returns what a suggestion shows, in both languages', () => {
    const [first] = searchIndex(index, 'classic black abaya').products
    expect(first).toEqual({
      kind: 'product',
      id: 1,
      name: { en: 'Classic Black Abaya', ur: 'کلاسک سیاہ عبایا' },
      price: 12999,
      image: 'products/1',
      category: 'abayas',
    })
  })

  it('finds nothing for a blank query or one made of common words only', () => {
    expect(names('')).toEqual([])
    expect(names('   ')).toEqual([])
    expect(names('the and of')).toEqual([])
  })

  it('reads markup as words', () => {
    expect(names('<script>alert(1)</script>')).toEqual([])
    expect(names('<b>abaya</b>')).toContain('Classic Black Abaya')
  })
})

describe('the serialised index', () => {
  it('answers as the index it was made from', () => {
    const loaded = loadSearchIndex(JSON.parse(JSON.stringify(index)) as object)
    for (const query of ['chiffon', 'عبایا', 'kaftn', 'black aba']) {
      expect(searchIndex(loaded, query)).toEqual(searchIndex(index, query))
    }
  })

  it('holds every product and every category', () => {
    expect(index.documentCount).toBe(catalogueSearchDocuments().length)
  })
})

describe('the index file the search box fetches', () => {
  it('stays under 40 KB of gzip (docs/search.md, "The search box")', () => {
    const bytes = gzipSync(JSON.stringify(index)).length
    expect(bytes).toBeLessThan(40 * 1024)
  })
})
