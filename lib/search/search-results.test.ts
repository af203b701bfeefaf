import { products } from '@/data/products'
import { catalogueSearchIndex } from './catalogue-search-index'
import { searchIndex } from './search-index'
import { searchPageResults } from './search-results'

describe('searchPageResults', () => {
  it('gives the catalogue records of the index hits, in the index order', () => {
    const hits = searchIndex(catalogueSearchIndex(), 'chiffon').products
    const results = searchPageResults('chiffon')
    expect(results.products.map((product) => product.id)).toEqual(hits.map((hit) => hit.id))
    expect(results.products.length).toBeGreaterThan(1)
    for (const product of results.products) {
      expect(product).toBe(products.find((entry) => entry.id === product.id))
    }
  })

  it('puts a product named by the query before one that only mentions it', () => {
    const [first] = searchPageResults('kaftan').products
    expect(first?.name.toLowerCase()).toContain('kaftan')
  })

  it('names a category whose name matches', () => {
    expect(searchPageResults('abayas').categories.map((category) => category.slug)).toContain('abayas')
  })

  it('finds nothing for a word the catalogue does not have', () => {
    expect(searchPageResults('xyzzyq')).toEqual({ products: [], categories: [] })
  })
})
