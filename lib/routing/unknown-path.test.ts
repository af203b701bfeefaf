import { isUnknownCataloguePath } from './unknown-path'

const unknown = (path: string) => isUnknownCataloguePath(new URL(path, 'http://shop.test'))

describe('isUnknownCataloguePath', () => {
  it('lets real catalogue and content paths through', () => {
    for (const path of [
      '/product/1',
      '/product/2004',
      '/blog/hijab-fabrics-guide',
      '/category/clothing',
      '/category/festive',
      '/clothing/abayas',
      '/hijabs/pins-&-accessories',
      '/about',
      '/search',
      '/search?q=abaya',
      '/',
    ]) {
      expect(unknown(path)).toBe(false)
    }
  })

  it('flags ids, slugs and categories that name nothing', () => {
    for (const path of [
      '/product/99999',
      '/product/abc',
      '/product/01',
      '/blog/no-such-post',
      '/category/nope',
      '/clothing/nope',
      '/no-such-page',
      '/not-found',
      '/search/abaya',
    ]) {
      expect(unknown(path)).toBe(true)
    }
  })

  it('leaves deeper paths (such as a product Open Graph image) to their own routes', () => {
    expect(unknown('/product/1/opengraph-image')).toBe(false)
  })

  it('flags the preview picture of a product, post or listing that does not exist', () => {
    expect(unknown('/product/2005/opengraph-image')).toBe(true)
    expect(unknown('/blog/no-such-post/opengraph-image')).toBe(true)
    expect(unknown('/clothing/nope/opengraph-image')).toBe(true)
    expect(unknown('/category/nope/opengraph-image')).toBe(true)
  })

  it("lets a section's own preview picture through, which is not a slug", () => {
    expect(unknown('/blog/opengraph-image')).toBe(false)
    expect(unknown('/category/clothing/opengraph-image')).toBe(false)
    expect(unknown('/clothing/abayas/opengraph-image')).toBe(false)
    expect(unknown('/opengraph-image')).toBe(false)
  })
})
