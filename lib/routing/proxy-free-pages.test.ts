import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { config } from '@/proxy'
import { isGatedPath } from '@/lib/auth/gate'
import { routeLocale } from '@/lib/i18n/locale-routing'
import { listingRewrite } from '@/lib/listing/rewrite'
import { RSC_HEADER, SHARED_PAGE_CACHE_CONTROL } from './cache-policy'
import { catalogueCacheHeaders, proxyFreePaths, proxyFreeRewrites, proxyMatcher } from './proxy-free-pages'
import { isUnknownCataloguePath } from './unknown-path'

// Next's own compiler for a proxy's matcher, as the build runs it (left out of Next's type declarations).
const { getMiddlewareMatchers } = jest.requireActual('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatcher[]
}
// The server then matches a request's path both raw and decoded, as proxyRunsFor does.
const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}))

type Request = { headers?: Record<string, string>; query?: Record<string, string> }

function proxyRunsFor(pathAndQuery: string, { headers = {} }: Request = {}): boolean {
  const url = new URL(pathAndQuery, 'http://shop.test')
  const query = Object.fromEntries(url.searchParams)
  const req = { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) }
  let decoded = url.pathname
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {}
  return runsProxy(url.pathname, req as never, query) || runsProxy(decoded, req as never, query)
}

describe("proxy.ts's matcher", () => {
  it('is the one lib/routing/proxy-free-pages.ts gives (edit the literal in proxy.ts to match)', () => {
    expect(config.matcher).toEqual(proxyMatcher())
  })

  it('leaves out a plain request for every catalogue page, in both languages', () => {
    expect(proxyFreePaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/sale',
        '/about',
        '/guide/kaftans',
        '/category/clothing',
        '/clothing/abayas',
        '/blog/hijab-fabrics-guide',
      ]),
    )
    for (const path of proxyFreePaths()) {
      expect([path, proxyRunsFor(path)]).toEqual([path, false])
      const urdu = path === '/' ? '/ur' : `/ur${path}`
      expect([urdu, proxyRunsFor(urdu)]).toEqual([urdu, false])
    }
  })

  it('leaves out every product page by its id, in both languages, and runs for an id that names nothing', () => {
    for (const path of ['/product/1', '/ur/product/1', '/product/101']) {
      expect([path, proxyRunsFor(path)]).toEqual([path, false])
      expect([path, isGatedPath(path)]).toEqual([path, false])
    }
    // Its 404 is the proxy's, a whole page without scripts (lib/routing/not-found-document.ts).
    for (const path of [
      '/product/99999',
      '/ur/product/99999',
      '/product/1234567',
      '/product/10',
      '/product/11',
    ]) {
      expect([path, proxyRunsFor(path)]).toEqual([path, true])
    }
    expect(proxyRunsFor('/product/1', { headers: { cookie: 'fatin_lang=ur' } })).toBe(true)
  })

  it('still runs for every path that names nothing, or needs a check, or is not a catalogue page', () => {
    for (const path of [
      '/product/01',
      '/product/12345678',
      '/product/x',
      '/product/1/opengraph-image',
      '/product/1.rsc',
      '/clothing/nope',
      '/clothing/abayas/filtered',
      '/hijabs/pins-&-accessories',
      '/blog/no-such-post',
      '/sale/extra',
      '/salex',
      '/no-such-page',
      '/en',
      '/en/sale',
      '/ur/en/sale',
      '/urx',
      '/cart',
      '/account',
      '/orders/abc',
      '/staff',
      '/signin',
      '/api/shopper',
      '/s%61le',
    ]) {
      expect([path, proxyRunsFor(path)]).toEqual([path, true])
    }
  })

  it('still runs on a proxy-free page for a language choice or a body', () => {
    expect(proxyRunsFor('/sale', { headers: { cookie: 'fatin_lang=ur' } })).toBe(true)
    expect(proxyRunsFor('/sale', { headers: { cookie: 'other=1' } })).toBe(false)
    expect(proxyRunsFor('/sale', { headers: { 'Next-Action': 'abc' } })).toBe(true)
    expect(proxyRunsFor('/', { headers: { 'Content-Length': '12' } })).toBe(true)
    expect(proxyRunsFor('/about', { headers: { 'Transfer-Encoding': 'chunked' } })).toBe(true)
    // Parameters change nothing there, so the static page answers them.
    expect(proxyRunsFor('/sale?utm_source=whatsapp')).toBe(false)
    // A filtered listing is a listing: the proxy runs for it anyway.
    expect(proxyRunsFor('/clothing/abayas?color=black')).toBe(true)
  })

  it('never sees the assets', () => {
    for (const path of [
      '/_next/static/chunks/a.js',
      '/pictures/products/1-480.avif',
      '/fonts/a.woff2',
      '/robots.txt',
    ]) {
      expect([path, proxyRunsFor(path)]).toEqual([path, false])
    }
  })
})

// Next's own matcher for a `source` in next.config.ts's headers().
const { getPathMatch } = jest.requireActual('next/dist/shared/lib/router/utils/path-match') as {
  getPathMatch: (source: string, options?: object) => (pathname: string) => false | object
}

/** The Cache-Control next.config.ts's catalogue entries give a page's HTML, or null. */
function sharedCacheControlFor(pathname: string): string | null {
  const entry = catalogueCacheHeaders().find(({ source }) => getPathMatch(source)(pathname) !== false)
  return entry?.headers[0]?.value ?? null
}

describe('the shared Cache-Control of catalogue pages', () => {
  it.each([
    '/',
    '/ur',
    '/clothing/abayas',
    '/ur/clothing/abayas',
    '/hijabs/pins-&-accessories',
    '/ur/hijabs/pins-&-accessories',
    '/product/1',
    '/sale',
    '/blog/hijab-fabrics-guide',
    '/category/festive',
  ])('covers %s, filtered or not, whether the proxy runs or not', (path) => {
    expect(sharedCacheControlFor(path)).toBe(SHARED_PAGE_CACHE_CONTROL)
  })

  it.each([
    '/cart',
    '/ur/cart',
    '/wishlist',
    '/checkout',
    '/account',
    '/orders/abc',
    '/orders/lookup',
    '/staff',
    '/api/shopper',
    '/product/99999',
    '/no-such-page',
    '/cartoon',
  ])('leaves %s (personal, an endpoint, or no page) to Next', (path) => {
    expect(sharedCacheControlFor(path)).toBeNull()
  })
})

describe('the proxy-free pages', () => {
  it('are pages the proxy would serve unchanged: real, open to all, not filtered, shared-cacheable', () => {
    for (const path of proxyFreePaths()) {
      const url = new URL(path, 'http://shop.test')
      expect(routeLocale({ method: 'GET', pathname: path, search: '', navigation: true })).toEqual({
        kind: 'page',
        locale: 'en',
        path,
      })
      expect([path, isUnknownCataloguePath(url)]).toEqual([path, false])
      expect([path, isGatedPath(path)]).toEqual([path, false])
      expect([path, listingRewrite(url)]).toEqual([path, null])
      expect([path, sharedCacheControlFor(path)]).toEqual([path, SHARED_PAGE_CACHE_CONTROL])
    }
  })

  it('get the English rewrite the proxy would have made', () => {
    const rewrites = proxyFreeRewrites()
    expect(rewrites[0]).toEqual({ source: '/', destination: '/en' })
    expect(rewrites).toContainEqual({
      source: expect.stringMatching(/^\/category\/:key\(clothing\|/),
      destination: '/en/category/:key',
    })
    // Products by id: an id that names nothing is left to the proxy's 404.
    expect(rewrites).toContainEqual({
      source: expect.stringMatching(/^\/product\/:key\(1\|2\|/),
      destination: '/en/product/:key',
    })
    expect(rewrites).toContainEqual({
      source: expect.stringMatching(/^\/:key\(sale\|/),
      destination: '/en/:key',
    })
  })

  it('get the shared Cache-Control for their HTML only, never for an RSC request, an action or a form post', () => {
    const headers = catalogueCacheHeaders()
    expect(headers.map((entry) => entry.source)).toEqual(expect.arrayContaining(['/', '/ur']))
    for (const entry of headers) {
      expect(entry.headers).toEqual([{ key: 'Cache-Control', value: SHARED_PAGE_CACHE_CONTROL }])
      expect(entry.missing).toEqual([
        { type: 'header', key: RSC_HEADER },
        { type: 'header', key: 'next-action' },
        { type: 'header', key: 'content-type' },
      ])
    }
  })
})
