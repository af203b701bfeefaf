import {
  buildFilesNamedIn,
  cacheNames,
  isBuildAsset,
  isKeepablePagePath,
  isKeepableResponse,
  isPicture,
  lazyChunksNamedIn,
  offlinePageFor,
  pageCacheKey,
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

  it('keeps only whole public answers: never private, no-store, errors or opaque ones', () => {
    expect(isKeepableResponse(response(200, { 'cache-control': 'public, s-maxage=3600' }))).toBe(true)
    expect(isKeepableResponse(response(200))).toBe(true)
    expect(isKeepableResponse(response(200, { 'cache-control': 'private, no-store' }))).toBe(false)
    expect(isKeepableResponse(response(200, { 'cache-control': 'private' }))).toBe(false)
    expect(isKeepableResponse(response(200, { 'cache-control': 'no-store' }))).toBe(false)
    expect(isKeepableResponse(response(200, { 'Cache-Control': 'max-age=0, Private' }))).toBe(false)
    expect(isKeepableResponse(response(404))).toBe(false)
    expect(isKeepableResponse(response(206))).toBe(false)
    expect(isKeepableResponse(response(0, {}, 'opaque'))).toBe(false)
    // /account signed out ends at the sign-in page: not an answer for /account.
    expect(isKeepableResponse({ ...response(200), redirected: true })).toBe(false)
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

  it('finds every build file a page names, in its tags and in its flight data, once each', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/2xfl.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/inter-s.p.woff2" as="font"/>',
      "<script src='/_next/static/chunks/0botd.js' async></script>",
      '<script>self.__next_f.push([1,"2:I[123,[\\"/_next/static/chunks/3mjd.js\\"],\\"Quick\\"]"])</script>',
      '<script src="/_next/static/chunks/0botd.js" async></script>',
      '<img src="/pictures/products/2-320.avif"/>',
    ].join('')
    expect(buildFilesNamedIn(html)).toEqual([
      '/_next/static/chunks/2xfl.css',
      '/_next/static/media/inter-s.p.woff2',
      '/_next/static/chunks/0botd.js',
      '/_next/static/chunks/3mjd.js',
    ])
  })

  it('finds the chunks a script loads on demand, as Turbopack names them', () => {
    const script =
      '12965,e=>{e.v(t=>Promise.all(["static/chunks/164p.js"].map(t=>e.l(t))).then(()=>t(58165)))},' +
      '14389,e=>{e.v(t=>Promise.all(["static/chunks/3pa7.js","static/chunks/30bf.css","static/chunks/164p.js"])' +
      '.map(t=>e.l(t)))},"static/media/not-a-chunk.woff2",x="/_next/static/chunks/already-absolute.js"'
    expect(lazyChunksNamedIn(script)).toEqual([
      '/_next/static/chunks/164p.js',
      '/_next/static/chunks/3pa7.js',
      '/_next/static/chunks/30bf.css',
    ])
  })

  it('keeps a page under its address without tracking parameters, whatever link opened it', () => {
    const key = (address: string) => pageCacheKey(new URL(address, 'https://fatin.pk'))
    expect(key('/clothing/abayas?utm_source=whatsapp&utm_medium=share&utm_campaign=eid#top')).toBe(
      'https://fatin.pk/clothing/abayas',
    )
    expect(key('/ur/product/1?fbclid=abc&gclid=x')).toBe('https://fatin.pk/ur/product/1')
    // What chooses the page's content stays: a filter, a search.
    expect(key('/clothing/abayas?color=black&utm_source=whatsapp')).toBe(
      'https://fatin.pk/clothing/abayas?color=black',
    )
    expect(key('/search?q=abaya')).toBe('https://fatin.pk/search?q=abaya')
  })
})
