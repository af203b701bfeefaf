import {
  clearFilters,
  DEFAULT_LISTING_STATE,
  isCustomised,
  isFiltered,
  listingHref,
  listingSearchParams,
  parseListingState,
  toggleFilter,
  withSort,
  type ListingState,
} from './state'

const parse = (query: string) => parseListingState(new URLSearchParams(query))

describe('parseListingState', () => {
  it('gives the default state for an empty query', () => {
    expect(parse('')).toEqual({ color: [], size: [], fabric: [], price: [], sort: 'featured' })
  })

  it('reads every group and the sort', () => {
    expect(parse('color=black&color=navy&size=m&fabric=silk&price=50-100&sort=price-low')).toEqual({
      color: ['black', 'navy'],
      size: ['m'],
      fabric: ['silk'],
      price: ['50-100'],
      sort: 'price-low',
    })
  })

  it('ignores unknown values, unknown keys and junk sorts', () => {
    expect(
      parse('color=purple&color=black&size=xxl&fabric=wool&price=0-10&sort=cheapest&utm_source=wa'),
    ).toEqual({ ...DEFAULT_LISTING_STATE, color: ['black'] })
    expect(parse('sort=')).toEqual(DEFAULT_LISTING_STATE)
    expect(parse('color=%E0%A4')).toEqual(DEFAULT_LISTING_STATE)
  })

  it('is case-insensitive, trims, dedupes and puts values in the options order', () => {
    expect(parse('color=NAVY&color=%20black%20&color=navy&size=XL&size=xs&sort=Price-High')).toEqual({
      ...DEFAULT_LISTING_STATE,
      color: ['black', 'navy'],
      size: ['xs', 'xl'],
      sort: 'price-high',
    })
  })

  it('accepts comma-separated lists', () => {
    expect(parse('color=black,emerald&price=under-50,200-plus').color).toEqual(['black', 'emerald'])
    expect(parse('price=under-50,200-plus').price).toEqual(['under-50', '200-plus'])
  })

  it('takes the first sort when several are given', () => {
    expect(parse('sort=newest&sort=price-low').sort).toBe('newest')
  })

  it("reads Next's searchParams object form", () => {
    expect(
      parseListingState({ color: ['white', 'burgundy'], size: 's', sort: 'newest', other: undefined }),
    ).toEqual({ ...DEFAULT_LISTING_STATE, color: ['white', 'burgundy'], size: ['s'], sort: 'newest' })
  })
})

describe('serialising', () => {
  const state: ListingState = {
    color: ['black', 'navy'],
    size: ['m'],
    fabric: ['silk'],
    price: ['50-100', '200-plus'],
    sort: 'price-low',
  }

  it('writes a fixed key order and leaves out the default sort', () => {
    expect(listingSearchParams(state).toString()).toBe(
      'color=black&color=navy&size=m&fabric=silk&price=50-100&price=200-plus&sort=price-low',
    )
    expect(listingSearchParams({ ...state, sort: 'featured' }).has('sort')).toBe(false)
  })

  it('round-trips through the URL', () => {
    expect(parseListingState(listingSearchParams(state))).toEqual(state)
    expect(parseListingState(listingSearchParams(DEFAULT_LISTING_STATE))).toEqual(DEFAULT_LISTING_STATE)
  })

  it('builds hrefs, bare for the default state', () => {
    expect(listingHref('/clothing/abayas', DEFAULT_LISTING_STATE)).toBe('/clothing/abayas')
    expect(
      listingHref('/clothing/abayas', { ...DEFAULT_LISTING_STATE, color: ['black'], sort: 'newest' }),
    ).toBe('/clothing/abayas?color=black&sort=newest')
  })

  it("keeps the parameters that are not the listing's, such as a shared link's utm_*, after its own", () => {
    const current = '?utm_source=whatsapp&color=navy&sort=newest&utm_campaign=eid&fbclid=abc'
    expect(listingHref('/clothing/abayas', { ...DEFAULT_LISTING_STATE, color: ['black'] }, current)).toBe(
      '/clothing/abayas?color=black&utm_source=whatsapp&utm_campaign=eid&fbclid=abc',
    )
    expect(listingHref('/clothing/abayas', DEFAULT_LISTING_STATE, current)).toBe(
      '/clothing/abayas?utm_source=whatsapp&utm_campaign=eid&fbclid=abc',
    )
  })
})

describe('state changes', () => {
  it('toggles a value on and off, keeping the canonical order', () => {
    const withNavy = toggleFilter(DEFAULT_LISTING_STATE, 'color', 'navy')
    const withBoth = toggleFilter(withNavy, 'color', 'black')
    expect(withBoth.color).toEqual(['black', 'navy'])
    expect(toggleFilter(withBoth, 'color', 'navy').color).toEqual(['black'])
  })

  it('ignores a toggle of an unknown value', () => {
    expect(toggleFilter(DEFAULT_LISTING_STATE, 'size', 'xxl')).toEqual(DEFAULT_LISTING_STATE)
  })

  it('clears filters but keeps the sort', () => {
    const state = withSort(toggleFilter(DEFAULT_LISTING_STATE, 'fabric', 'linen'), 'newest')
    expect(clearFilters(state)).toEqual({ ...DEFAULT_LISTING_STATE, sort: 'newest' })
  })

  it('tells filtered and customised states apart from the default', () => {
    expect(isFiltered(DEFAULT_LISTING_STATE)).toBe(false)
    expect(isCustomised(DEFAULT_LISTING_STATE)).toBe(false)
    const sorted = withSort(DEFAULT_LISTING_STATE, 'price-high')
    expect(isFiltered(sorted)).toBe(false)
    expect(isCustomised(sorted)).toBe(true)
    expect(isFiltered(toggleFilter(DEFAULT_LISTING_STATE, 'price', 'under-50'))).toBe(true)
  })
})
