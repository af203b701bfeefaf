import { isShopTargetPath, parseShareTarget, targetPath } from './link-target'

const SHOP = 'https://fatin.example'

function pathOf(typed: string): string | null {
  const parsed = parseShareTarget(typed, SHOP)
  return parsed.ok ? targetPath(parsed.target) : null
}

describe('parseShareTarget', () => {
  it('keeps a listing with its filters and sort, and drops everything else in the query', () => {
    expect(pathOf('/clothing/abayas?color=black&sort=price-low&utm_source=x&fbclid=1')).toBe(
      '/clothing/abayas?color=black&sort=price-low',
    )
  })

  it('takes a full address on the shop, in either language', () => {
    expect(pathOf(`${SHOP}/ur/clothing/abayas?size=m`)).toBe('/ur/clothing/abayas?size=m')
    expect(pathOf(`${SHOP}/`)).toBe('/')
    expect(pathOf('/ur')).toBe('/ur')
  })

  it('takes the home page, the sale, a group page, a product and a search', () => {
    expect(pathOf('/sale')).toBe('/sale')
    expect(pathOf('/category/festive')).toBe('/category/festive')
    expect(pathOf('/product/1')).toBe('/product/1')
    expect(pathOf('/search?q=black%20abaya')).toBe('/search?q=black+abaya')
  })

  it('keeps the colour and size a product page names, when the product comes in them, and nothing else', () => {
    expect(pathOf('/ur/product/3?color=White&size=S&utm_source=x')).toBe('/ur/product/3?color=White&size=S')
    expect(pathOf('/product/3?size=S')).toBe('/product/3?size=S')
    expect(pathOf('/product/3?color=Purple&size=XXL')).toBe('/product/3')
    expect(isShopTargetPath('/ur/product/3?color=White&size=S')).toBe(true)
    expect(isShopTargetPath('/product/3?size=S&color=White')).toBe(false)
  })

  it('refuses other hosts, schemes and protocol-relative paths', () => {
    for (const typed of [
      'https://evil.example/clothing/abayas',
      '//evil.example/sale',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://fatin.example.evil.example/sale',
      'http://fatin.example/sale',
    ]) {
      expect(parseShareTarget(typed, SHOP)).toEqual({ ok: false, code: 'not-on-shop' })
    }
  })

  it('refuses pages that are not shared: personal pages, unknown products and listings', () => {
    for (const typed of ['/cart', '/account', '/staff', '/product/99999', '/clothing/nope', '/search']) {
      expect(parseShareTarget(typed, SHOP)).toEqual({ ok: false, code: 'not-shareable' })
    }
  })
})

describe('isShopTargetPath', () => {
  it('accepts the paths the builder stores and nothing that could leave the shop', () => {
    expect(isShopTargetPath('/clothing/abayas?color=black')).toBe(true)
    expect(isShopTargetPath('/ur/sale')).toBe(true)
    expect(isShopTargetPath('//evil.example')).toBe(false)
    expect(isShopTargetPath('https://evil.example/')).toBe(false)
    expect(isShopTargetPath('/\\evil.example')).toBe(false)
    expect(isShopTargetPath('/cart')).toBe(false)
    expect(isShopTargetPath(42)).toBe(false)
  })
})
