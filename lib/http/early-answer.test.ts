import { earlyAnswer } from './early-answer'

describe('earlyAnswer', () => {
  it.each(['/pictures/%E0', '/_next/static/%', '/sitemap.xml%', '/search-index.json/%', '/api/cart/%C0%AF'])(
    'answers %s, whose escapes are not UTF-8, for any method',
    (path) => {
      expect(earlyAnswer('GET', path)).toBe('malformed-path')
      expect(earlyAnswer('POST', `${path}?q=1`)).toBe('malformed-path')
    },
  )

  it('reads the path of an absolute-form target', () => {
    expect(earlyAnswer('GET', 'http://shop.example/pictures/%E0')).toBe('malformed-path')
    expect(earlyAnswer('GET', 'http://shop.example/pictures/a.avif')).toBeNull()
    expect(earlyAnswer('PUT', 'http://shop.example')).toBe('method-not-allowed')
  })

  it('leaves a bad escape in the query to the page', () => {
    expect(earlyAnswer('GET', '/search?q=%E0')).toBeNull()
  })

  it('lets pages take GET, HEAD and POST, and answers OPTIONS and every other method itself', () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect(earlyAnswer(method, '/clothing/abayas')).toBeNull()
    expect(earlyAnswer('OPTIONS', '/clothing/abayas')).toBe('options')
    expect(earlyAnswer('OPTIONS', '/')).toBe('options')
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      expect(earlyAnswer(method, '/search-index.json')).toBe('method-not-allowed')
    }
  })

  it('leaves methods under /api/ to the route handlers', () => {
    expect(earlyAnswer('DELETE', '/api/session')).toBeNull()
    expect(earlyAnswer('OPTIONS', '/api/cart')).toBeNull()
    expect(earlyAnswer('PUT', '/apiary')).toBe('method-not-allowed')
  })

  it('answers an RSC request whose router state Next could not read, and lets a readable one through', () => {
    const state = encodeURIComponent(JSON.stringify(['', { children: ['search', {}] }, null, null, 1]))
    expect(earlyAnswer('GET', '/search?q=abaya', state)).toBeNull()
    expect(earlyAnswer('GET', '/search?q=abaya', 'x')).toBe('bad-router-state')
    expect(earlyAnswer('GET', '/search?q=abaya', [state, state])).toBe('bad-router-state')
  })
})
