import { applyListing, facetCounts, filterProducts, sortProducts } from './apply'
import { toListingItem } from './options'
import { DEFAULT_LISTING_STATE, type ListingState } from './state'
import { listingFixture as products, testProduct } from '@/test/fixtures/listing-products'

const ids = (list: readonly { id: number }[]) => list.map((product) => product.id)
const state = (overrides: Partial<ListingState>): ListingState => ({ ...DEFAULT_LISTING_STATE, ...overrides })

describe('filterProducts', () => {
  it('keeps everything with no filters', () => {
    expect(ids(filterProducts(products, DEFAULT_LISTING_STATE))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('matches colour by name, any of the product colours', () => {
    expect(ids(filterProducts(products, state({ color: ['navy'] })))).toEqual([2, 3])
  })

  it('ORs values within a group', () => {
    expect(ids(filterProducts(products, state({ color: ['navy', 'white'] })))).toEqual([2, 3, 5])
    expect(ids(filterProducts(products, state({ size: ['s', 'xl'] })))).toEqual([1, 4, 6])
  })

  it('ANDs across groups', () => {
    expect(ids(filterProducts(products, state({ color: ['black'], fabric: ['crepe'] })))).toEqual([1, 6])
    expect(
      ids(filterProducts(products, state({ color: ['black'], fabric: ['crepe'], size: ['m'] }))),
    ).toEqual([1])
    expect(ids(filterProducts(products, state({ color: ['white'], fabric: ['silk'] })))).toEqual([])
  })

  it('never matches a product without sizes or fabric on those groups', () => {
    expect(ids(filterProducts(products, state({ size: ['xs', 's', 'm', 'l', 'xl'] })))).not.toContain(5)
    expect(
      ids(filterProducts(products, state({ fabric: ['cotton', 'linen', 'silk', 'chiffon', 'crepe'] }))),
    ).toEqual([1, 2, 3, 4, 6])
  })

  it('puts band edges in the upper band: $49.99 under $50, $50.00 and $200.00 above', () => {
    expect(ids(filterProducts(products, state({ price: ['under-50'] })))).toEqual([2])
    expect(ids(filterProducts(products, state({ price: ['50-100'] })))).toEqual([3, 6])
    expect(ids(filterProducts(products, state({ price: ['100-150'] })))).toEqual([1])
    expect(ids(filterProducts(products, state({ price: ['150-200'] })))).toEqual([4])
    expect(ids(filterProducts(products, state({ price: ['200-plus'] })))).toEqual([5])
  })

  it('can leave one group out', () => {
    expect(ids(filterProducts(products, state({ color: ['navy'], size: ['s'] }), 'color'))).toEqual([1, 6])
  })
})

describe('sortProducts', () => {
  it('featured keeps the catalogue order', () => {
    expect(ids(sortProducts(products, 'featured'))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('newest orders by addedOn descending, ties in catalogue order', () => {
    expect(ids(sortProducts(products, 'newest'))).toEqual([2, 4, 3, 1, 6, 5])
  })

  it('price-low ascends and price-high descends', () => {
    expect(ids(sortProducts(products, 'price-low'))).toEqual([2, 3, 6, 1, 4, 5])
    expect(ids(sortProducts(products, 'price-high'))).toEqual([5, 4, 1, 6, 3, 2])
  })

  it('keeps catalogue order for equal prices and does not mutate its input', () => {
    const twins = [testProduct({ id: 7, price: 2000 }), testProduct({ id: 8, price: 2000 })]
    expect(ids(sortProducts(twins, 'price-low'))).toEqual([7, 8])
    expect(ids(sortProducts(twins, 'price-high'))).toEqual([7, 8])
    const copy = [...products]
    sortProducts(copy, 'price-high')
    expect(ids(copy)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('applyListing', () => {
  it('filters, then sorts', () => {
    expect(ids(applyListing(products, state({ color: ['black'], sort: 'price-low' })))).toEqual([3, 6, 1])
  })
})

describe('facetCounts', () => {
  const option = (facets: ReturnType<typeof facetCounts>, group: string, value: string) =>
    facets.find((facet) => facet.key === group)?.options.find((entry) => entry.value === value)

  it('lists the four groups with the specification options and labels', () => {
    const facets = facetCounts(products, DEFAULT_LISTING_STATE)
    expect(facets.map((facet) => facet.label)).toEqual(['Color', 'Size', 'Fabric', 'Price'])
    expect(facets.map((facet) => facet.options.map((entry) => entry.label))).toEqual([
      ['Black', 'White', 'Navy', 'Burgundy', 'Emerald'],
      ['XS', 'S', 'M', 'L', 'XL'],
      ['Cotton', 'Linen', 'Silk', 'Chiffon', 'Crepe'],
      ['Under $50', '$50 - $100', '$100 - $150', '$150 - $200', '$200+'],
    ])
  })

  it('counts matching products per option', () => {
    const facets = facetCounts(products, DEFAULT_LISTING_STATE)
    expect(option(facets, 'color', 'black')?.count).toBe(3)
    expect(option(facets, 'color', 'white')?.count).toBe(2)
    expect(option(facets, 'size', 'm')?.count).toBe(2)
    expect(option(facets, 'fabric', 'crepe')?.count).toBe(2)
    expect(option(facets, 'price', '50-100')?.count).toBe(2)
  })

  it("applies the other groups' choices but not the group's own", () => {
    const facets = facetCounts(products, state({ color: ['black'], size: ['s'] }))
    // Colour counts respect size S (products 1 and 6), so navy could add nothing.
    expect(option(facets, 'color', 'black')?.count).toBe(2)
    expect(option(facets, 'color', 'navy')?.count).toBe(0)
    // Size counts respect colour black (1, 3, 6): L is product 3.
    expect(option(facets, 'size', 'l')?.count).toBe(1)
    expect(option(facets, 'size', 's')?.count).toBe(2)
    // Fabric counts respect both: 1 and 6 are crepe.
    expect(option(facets, 'fabric', 'crepe')?.count).toBe(2)
    expect(option(facets, 'fabric', 'silk')?.count).toBe(0)
  })

  it('disables options that can match nothing, unless selected', () => {
    const plain = facetCounts(products, DEFAULT_LISTING_STATE)
    expect(option(plain, 'color', 'burgundy')).toMatchObject({ count: 0, disabled: true, selected: false })
    expect(option(plain, 'fabric', 'linen')).toMatchObject({ count: 0, disabled: true })
    expect(option(plain, 'color', 'black')).toMatchObject({ disabled: false, selected: false })

    const stuck = facetCounts(products, state({ color: ['burgundy'] }))
    expect(option(stuck, 'color', 'burgundy')).toMatchObject({ count: 0, disabled: false, selected: true })
  })

  it('disables the size and fabric groups entirely for products without them', () => {
    const beauty = [testProduct({ id: 1301, price: 1999 }), testProduct({ id: 1302, price: 2499 })]
    const facets = facetCounts(beauty, DEFAULT_LISTING_STATE)
    for (const group of ['size', 'fabric']) {
      expect(facets.find((facet) => facet.key === group)?.options.every((entry) => entry.disabled)).toBe(true)
    }
    expect(option(facets, 'price', 'under-50')).toMatchObject({ count: 2, disabled: false })
  })
})

describe('toListingItem', () => {
  it('keeps only what filtering and sorting need, and works with every function', () => {
    const item = toListingItem(products[0]!)
    expect(Object.keys(item).sort()).toEqual(['addedOn', 'colors', 'fabric', 'id', 'price', 'sizes'])
    const items = products.map(toListingItem)
    expect(ids(applyListing(items, state({ color: ['black'], sort: 'price-low' })))).toEqual([3, 6, 1])
  })
})
