import { SHARED_PAGE_CACHE_CONTROL, sharedCacheControl } from './cache-policy'

describe('sharedCacheControl', () => {
  it.each([
    '/',
    '/clothing/abayas',
    '/hijabs/pins-&-accessories',
    '/product/1',
    '/sale',
    '/blog/x',
    '/about',
  ])('lets shared caches keep the catalogue page %s', (path) => {
    expect(sharedCacheControl('GET', path)).toBe(SHARED_PAGE_CACHE_CONTROL)
    expect(SHARED_PAGE_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/)
  })

  it.each([
    '/cart',
    '/wishlist',
    '/checkout',
    '/account',
    '/orders/abc',
    '/staff',
    '/api/shopper',
    '/api/session',
  ])("leaves the personal page %s to Next's private, no-store", (path) => {
    expect(sharedCacheControl('GET', path)).toBeNull()
  })

  it('never marks a form post or server action as cacheable', () => {
    expect(sharedCacheControl('POST', '/clothing/abayas')).toBeNull()
  })

  it('does not mistake a catalogue path that merely starts like a personal one', () => {
    expect(sharedCacheControl('GET', '/cartoon')).toBe(SHARED_PAGE_CACHE_CONTROL)
  })
})
