import { sameSiteRedirect } from './same-site-redirect'

describe('sameSiteRedirect', () => {
  it('answers a relative Location, so a shopper keeps the host name she came by', () => {
    const response = sameSiteRedirect('/ur/clothing/abayas?color=black', 303)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/ur/clothing/abayas?color=black')
  })

  it.each(['//evil.example', '/ur//evil.example', '/en//evil.example', '/en/%2F%2Fevil.example'])(
    'sends %s to the fallback instead',
    (path) => {
      expect(sameSiteRedirect(path, 303, { fallback: '/ur' }).headers.get('location')).toBe('/ur')
      expect(sameSiteRedirect(path, 307).headers.get('location')).toBe('/')
    },
  )

  it("gives the proxy an absolute URL on the request's own origin, never another one", () => {
    const base = new URL('http://127.0.0.1:3000/en//evil.example')
    expect(sameSiteRedirect('//evil.example', 307, { base }).headers.get('location')).toBe(
      'http://127.0.0.1:3000/',
    )
    expect(sameSiteRedirect('/sale?x=1', 308, { base }).headers.get('location')).toBe(
      'http://127.0.0.1:3000/sale?x=1',
    )
  })
})
