import { newsletterConfirmLink } from '@/lib/newsletter/confirm-link-route'
import { NEWSLETTER_LINK_TTL_MS, signNewsletterToken } from '@/lib/newsletter/newsletter-token'
import { stockAlertConfirmLink } from '@/lib/stock/back-in-stock/alert-link-route'
import { signStockAlertToken, STOCK_ALERT_LINK_TTL_MS } from '@/lib/stock/back-in-stock/alert-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long'
const OTHER_SECRET = 'another-secret-that-is-also-32-characters-long'
const KEY = 'd'.repeat(64)
const url = (path: string) => new URL(`http://localhost:3000${path}`)
const rewriteTarget = (response: Response) => response.headers.get('x-middleware-rewrite')

const links = [
  {
    name: 'the newsletter confirmation link',
    link: newsletterConfirmLink,
    prefix: '/newsletter/confirm',
    sign: signNewsletterToken,
    ttl: NEWSLETTER_LINK_TTL_MS,
  },
  {
    name: 'the stock alert confirmation link',
    link: stockAlertConfirmLink,
    prefix: '/stock-alerts/confirm',
    sign: signStockAlertToken,
    ttl: STOCK_ALERT_LINK_TTL_MS,
  },
]

describe.each(links)('$name', ({ link, prefix, sign, ttl }) => {
  it('knows its path, and only its path', () => {
    expect(link.encodedToken(`${prefix}/abc`)).toBe('abc')
    expect(link.encodedToken(`${prefix}/abc/`)).toBe('abc')
    expect(link.encodedToken(prefix)).toBeNull()
    expect(link.encodedToken(`${prefix}/abc/more`)).toBeNull()
    expect(link.encodedToken(`/orders/confirm/abc`)).toBeNull()
  })

  it('serves a genuine link, and an expired one, its own page in its language, privately and unindexed', () => {
    const fresh = sign(SECRET, KEY, new Date())
    const expired = sign(SECRET, KEY, new Date(Date.now() - ttl - 60_000))
    for (const token of [fresh, expired]) {
      const path = `${prefix}/${token}`
      const response = link.response(url(path), 'ur', path, SECRET)
      expect(response.status).toBe(200)
      expect(rewriteTarget(response)).toBe(`http://localhost:3000/ur${path}`)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
  })

  it('answers a forged, malformed or badly escaped token with the not-valid page and a real 404', () => {
    const forged = sign(OTHER_SECRET, KEY, new Date())
    for (const token of [forged, 'nonsense', '%E0%A4%A']) {
      const path = `${prefix}/${token}`
      const response = link.response(url(path), 'en', path, SECRET)
      expect(response.status).toBe(404)
      expect(rewriteTarget(response)).toBe(`http://localhost:3000/en${prefix}/not-valid`)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
  })
})
