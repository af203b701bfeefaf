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

  it("lets a section's own preview picture through, which is not a slug", () => {
    expect(unknown('/blog/opengraph-image')).toBe(false)
    expect(unknown('/category/clothing/opengraph-image')).toBe(false)
    expect(unknown('/clothing/abayas/opengraph-image')).toBe(false)
    expect(unknown('/blog/no-such-post/opengraph-image')).toBe(false)
  })
})
