import {
  cacheNames,
  isBuildAsset,
  isKeepablePagePath,
  isKeepableResponse,
  isPicture,
  offlinePageFor,
} from './offline-policy'

const response = (status: number, headers: Record<string, string> = {}, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
})

describe('offline policy', () => {
  it('keeps catalogue pages and never the personal JSON, the back office or Next internals', () => {
    expect(isKeepablePagePath('/')).toBe(true)
    expect(isKeepablePagePath('/clothing/abayas')).toBe(true)
    expect(isKeepablePagePath('/ur/product/2')).toBe(true)
    expect(isKeepablePagePath('/api/cart')).toBe(false)
    expect(isKeepablePagePath('/api')).toBe(false)
    expect(isKeepablePagePath('/staff/orders')).toBe(false)
    expect(isKeepablePagePath('/ur/staff')).toBe(false)
    expect(isKeepablePagePath('/_next/data/x.json')).toBe(false)
  })

  it('keeps only whole public answers: never private, no-store, errors, opaque or cookie-setting ones', () => {
    expect(isKeepableResponse(response(200, { 'cache-control': 'public, s-maxage=3600' }))).toBe(true)
    expect(isKeepableResponse(response(200))).toBe(true)
    expect(isKeepableResponse(response(200, { 'cache-control': 'private, no-store' }))).toBe(false)
    expect(isKeepableResponse(response(200, { 'cache-control': 'private' }))).toBe(false)
    expect(isKeepableResponse(response(200, { 'cache-control': 'no-store' }))).toBe(false)
    expect(isKeepableResponse(response(200, { 'Cache-Control': 'max-age=0, Private' }))).toBe(false)
    expect(isKeepableResponse(response(404))).toBe(false)
    expect(isKeepableResponse(response(206))).toBe(false)
    expect(isKeepableResponse(response(0, {}, 'opaque'))).toBe(false)
  })

  it('answers an unseen page with the offline page in its language', () => {
    expect(offlinePageFor('/sale')).toBe('/offline')
    expect(offlinePageFor('/ur')).toBe('/ur/offline')
    expect(offlinePageFor('/ur/cart')).toBe('/ur/offline')
    expect(offlinePageFor('/urdu-guide')).toBe('/offline')
  })

  it('names each deployment its own page and script caches, and one picture cache for all', () => {
    expect(cacheNames('a').pages).not.toBe(cacheNames('b').pages)
    expect(cacheNames('a').assets).not.toBe(cacheNames('b').assets)
    expect(cacheNames('a').pictures).toBe(cacheNames('b').pictures)
  })

  it('tells the build files and pictures apart from pages', () => {
    expect(isBuildAsset('/_next/static/chunks/a1b2.js')).toBe(true)
    expect(isBuildAsset('/clothing/abayas')).toBe(false)
    expect(isPicture('/pictures/products/2-320.avif')).toBe(true)
  })
})
