import { isUnsubscribeLinkPath, unsubscribeLinkResponse } from './unsubscribe-link-route'
import { signUnsubscribeToken } from './unsubscribe-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long'
const KEY = 'c'.repeat(64)
const url = (path: string) => new URL(`http://localhost:3000${path}`)
const rewriteTarget = (response: Response) => response.headers.get('x-middleware-rewrite')

describe('the unsubscribe link route', () => {
  it('knows its path, and only its path', () => {
    expect(isUnsubscribeLinkPath('/newsletter/unsubscribe')).toBe(true)
    expect(isUnsubscribeLinkPath('/newsletter/unsubscribe/not-valid')).toBe(false)
    expect(isUnsubscribeLinkPath('/newsletter/confirm/n1.a')).toBe(false)
  })

  it('serves a genuine link its page, in its language, privately and unindexed', () => {
    const token = signUnsubscribeToken(SECRET, KEY)
    const response = unsubscribeLinkResponse(url(`/newsletter/unsubscribe?token=${token}`), 'ur', SECRET)
    expect(response.status).toBe(200)
    expect(rewriteTarget(response)).toBe(`http://localhost:3000/ur/newsletter/unsubscribe?token=${token}`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('answers a forged, malformed or missing token with the not-valid page and a real 404', () => {
    const forged = signUnsubscribeToken('another-secret-that-is-also-32-characters-long', KEY)
    for (const query of [`?token=${forged}`, '?token=nonsense', '']) {
      const response = unsubscribeLinkResponse(url(`/newsletter/unsubscribe${query}`), 'en', SECRET)
      expect(response.status).toBe(404)
      expect(rewriteTarget(response)).toBe(
        `http://localhost:3000/en/newsletter/unsubscribe/not-valid${query}`,
      )
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })
})
