import { languageInCookie } from './language-cookie'
import { localePath, splitLocalePath, switchLocalePath } from './locale-path'
import { internalPath, routeLocale } from './locale-routing'

const page = (pathname: string, extra: Partial<Parameters<typeof routeLocale>[0]> = {}) =>
  routeLocale({ method: 'GET', pathname, search: '', navigation: true, ...extra })

describe('routeLocale', () => {
  it('serves English at the old URLs and Urdu under /ur, from one route tree', () => {
    expect(page('/clothing/abayas')).toEqual({ kind: 'page', locale: 'en', path: '/clothing/abayas' })
    expect(page('/ur/clothing/abayas')).toEqual({ kind: 'page', locale: 'ur', path: '/clothing/abayas' })
    expect(page('/ur')).toEqual({ kind: 'page', locale: 'ur', path: '/' })
    expect(internalPath('en', '/')).toBe('/en')
    expect(internalPath('ur', '/sale')).toBe('/ur/sale')
  })

  it('sends /en/... to the English URL without a prefix, keeping the query', () => {
    expect(page('/en/sale', { search: '?x=1' })).toEqual({ kind: 'redirect', to: '/sale?x=1' })
    expect(page('/en')).toEqual({ kind: 'redirect', to: '/' })
  })

  it('opens the back office in English, whatever language it was asked in', () => {
    expect(page('/ur/staff')).toEqual({ kind: 'redirect', to: '/staff' })
    expect(page('/ur/staff/orders/abc', { search: '?print=1' })).toEqual({
      kind: 'redirect',
      to: '/staff/orders/abc?print=1',
    })
    expect(page('/ur/staffing')).toEqual({ kind: 'page', locale: 'ur', path: '/staffing' })
  })

  it('does not take a path that only starts like a language for one', () => {
    expect(page('/urdu-guide')).toEqual({ kind: 'page', locale: 'en', path: '/urdu-guide' })
  })

  it('sends a page load to the remembered language, query and all', () => {
    expect(page('/sale', { languageCookie: 'ur', search: '?a=b' })).toEqual({
      kind: 'redirect',
      to: '/ur/sale?a=b',
    })
    expect(page('/ur/sale', { languageCookie: 'en' })).toEqual({ kind: 'redirect', to: '/sale' })
    expect(page('/ur/sale', { languageCookie: 'ur' })).toEqual({ kind: 'page', locale: 'ur', path: '/sale' })
  })

  it('never redirects a prefetch, a post, the back office or an unknown cookie value', () => {
    expect(page('/sale', { languageCookie: 'ur', navigation: false }).kind).toBe('page')
    expect(page('/sale', { languageCookie: 'ur', method: 'POST' }).kind).toBe('page')
    expect(page('/staff', { languageCookie: 'ur' }).kind).toBe('page')
    expect(page('/sale', { languageCookie: 'fr' }).kind).toBe('page')
  })

  it('leaves the API and Next’s own paths alone', () => {
    expect(page('/api/shopper', { languageCookie: 'ur' })).toEqual({ kind: 'pass' })
    expect(page('/_next/data/x')).toEqual({ kind: 'pass' })
    expect(page('/logo.png')).toEqual({ kind: 'pass' })
  })
})

describe('locale paths', () => {
  it('prefixes site paths for Urdu only', () => {
    expect(localePath('en', '/cart')).toBe('/cart')
    expect(localePath('ur', '/cart')).toBe('/ur/cart')
    expect(localePath('ur', '/')).toBe('/ur')
    expect(localePath('ur', '/?q=1')).toBe('/ur?q=1')
    expect(localePath('ur', 'https://wa.me/1')).toBe('https://wa.me/1')
    expect(localePath('ur', '//evil.example')).toBe('//evil.example')
  })

  it('splits and switches a browser path', () => {
    expect(splitLocalePath('/ur/product/1')).toEqual({
      locale: 'ur',
      path: '/product/1',
      explicitDefault: false,
    })
    expect(switchLocalePath('/ur/clothing/abayas?color=black', 'en')).toBe('/clothing/abayas?color=black')
    expect(switchLocalePath('/clothing/abayas?color=black', 'ur')).toBe('/ur/clothing/abayas?color=black')
    expect(switchLocalePath('/ur', 'en')).toBe('/')
  })
})

describe('languageInCookie', () => {
  it('reads the remembered language from a cookie string, and nothing else', () => {
    expect(languageInCookie('a=1; fatin_lang=ur; b=2')).toBe('ur')
    expect(languageInCookie('fatin_lang=en')).toBe('en')
    expect(languageInCookie('x_fatin_lang=ur')).toBeNull()
    expect(languageInCookie('fatin_lang=fr')).toBeNull()
  })
})

describe('switchLocalePath judges the path it makes', () => {
  it.each([
    ['/en//evil.example', 'ur', '/ur'],
    ['/en//evil.example', 'en', '/'],
    ['/ur//evil.example', 'en', '/'],
    ['/ur//evil.example', 'ur', '/ur'],
    ['/ur//evil.example?x=1', 'en', '/'],
  ] as const)('%s in %s is the home page, never another site', (path, to, expected) => {
    expect(switchLocalePath(path, to)).toBe(expected)
  })

  it('still swaps the language of an ordinary page', () => {
    expect(switchLocalePath('/ur/sale?x=1#top', 'en')).toBe('/sale?x=1#top')
    expect(switchLocalePath('/clothing/abayas', 'ur')).toBe('/ur/clothing/abayas')
  })
})
