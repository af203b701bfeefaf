import { filteredListingPath, isListingNotFound, listingRewrite } from './rewrite'

const rewrite = (href: string) => listingRewrite(new URL(href, 'http://shop.test'))?.toString() ?? null

describe('listingRewrite', () => {
  it('leaves the plain category page alone (it is prerendered)', () => {
    expect(rewrite('/clothing/abayas')).toBeNull()
    expect(rewrite('/hijabs/pins-&-accessories')).toBeNull()
  })

  it('sends a filtered or sorted category URL to the filtered route, query in canonical form', () => {
    expect(rewrite('/clothing/abayas?sort=price-low&color=navy&color=black')).toBe(
      'http://shop.test/clothing/abayas/filtered?color=black&color=navy&sort=price-low',
    )
    expect(rewrite('/beauty/makeup?sort=newest')).toBe('http://shop.test/beauty/makeup/filtered?sort=newest')
  })

  it("accepts the '&' slug raw or percent-encoded", () => {
    const expected = 'http://shop.test/hijabs/pins-%26-accessories/filtered?price=under-50'
    expect(rewrite('/hijabs/pins-&-accessories?price=under-50')).toBe(expected)
    expect(rewrite('/hijabs/pins-%26-accessories?price=under-50')).toBe(expected)
  })

  it('keeps unrelated query parameters', () => {
    expect(rewrite('/clothing/kaftans?utm_source=whatsapp&size=m')).toBe(
      'http://shop.test/clothing/kaftans/filtered?utm_source=whatsapp&size=m',
    )
  })

  it('does not rewrite when the query asks for nothing new', () => {
    expect(rewrite('/clothing/abayas?utm_source=whatsapp')).toBeNull()
    expect(rewrite('/clothing/abayas?color=purple&sort=cheapest')).toBeNull()
    expect(rewrite('/clothing/abayas?sort=featured')).toBeNull()
  })

  it('ignores paths that are not category listings', () => {
    expect(rewrite('/?color=black')).toBeNull()
    expect(rewrite('/sale?sort=newest')).toBeNull()
    expect(rewrite('/clothing/nope?color=black')).toBeNull()
    expect(rewrite('/hijabs/abayas?color=black')).toBeNull()
    expect(rewrite('/clothing/abayas/extra?color=black')).toBeNull()
    expect(rewrite('/product/1?color=black')).toBeNull()
    expect(rewrite('/clothing/%E0%A4?color=black')).toBeNull()
  })
})

describe('filtered route paths', () => {
  it('encodes the slug', () => {
    expect(filteredListingPath({ group: 'hijabs', slug: 'pins-&-accessories' })).toBe(
      '/hijabs/pins-%26-accessories/filtered',
    )
  })
})

describe('isListingNotFound', () => {
  const notFound = (href: string) => isListingNotFound(new URL(href, 'http://shop.test'))

  it('answers 404 for a direct request for the filtered route', () => {
    expect(notFound('/clothing/abayas/filtered')).toBe(true)
    expect(notFound('/clothing/abayas/filtered?color=black')).toBe(true)
    expect(notFound('/hijabs/pins-%26-accessories/filtered')).toBe(true)
  })

  it('answers 404 for an unknown slug or one from another group', () => {
    expect(notFound('/clothing/nope')).toBe(true)
    expect(notFound('/hijabs/abayas')).toBe(true)
    expect(notFound('/beauty/pins-&-accessories')).toBe(true)
    expect(notFound('/clothing/%E0%A4')).toBe(true)
  })

  it('lets real listings through, raw or encoded, with or without a query', () => {
    expect(notFound('/clothing/abayas')).toBe(false)
    expect(notFound('/clothing/abayas?color=black')).toBe(false)
    expect(notFound('/hijabs/pins-&-accessories')).toBe(false)
    expect(notFound('/hijabs/pins-%26-accessories')).toBe(false)
  })

  it('leaves every other path to the app', () => {
    for (const path of [
      '/',
      '/clothing',
      '/sale',
      '/product/1',
      '/blog/hijab-fabrics-guide',
      '/category/clothing',
    ]) {
      expect(notFound(path)).toBe(false)
    }
    expect(notFound('/clothing/abayas/more')).toBe(false)
  })
})
