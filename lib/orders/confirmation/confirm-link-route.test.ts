import {
  CONFIRM_LOCALE_HEADER,
  confirmLinkResponse,
  isConfirmLinkPath,
  isUnknownConfirmAnswer,
} from './confirm-link-route'
import { CONFIRM_LINK_TTL_MS, signConfirmToken } from './confirm-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long'
const ORDER = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b'
const url = (path: string) => new URL(`http://localhost:3000${path}`)
const GET = { method: 'GET', headers: new Headers() }
const rewriteTarget = (response: Response) => response.headers.get('x-middleware-rewrite')

describe('the confirmation link route', () => {
  it('knows its path, and only its path', () => {
    expect(isConfirmLinkPath('/orders/confirm/v1.a.b.c')).toBe(true)
    expect(isConfirmLinkPath('/orders/confirm')).toBe(false)
    expect(isConfirmLinkPath('/orders/abc')).toBe(false)
  })

  it('knows which answer pages exist', () => {
    expect(isUnknownConfirmAnswer('/orders/confirm/answer/confirmed')).toBe(false)
    expect(isUnknownConfirmAnswer('/orders/confirm/answer/bogus')).toBe(true)
    expect(isUnknownConfirmAnswer('/orders/confirm/v1.a.b.c')).toBe(false)
  })

  it('serves a genuine link, expired ones too, with a 200, privately and unindexed', () => {
    for (const issued of [new Date(), new Date(Date.now() - CONFIRM_LINK_TTL_MS - 60_000)]) {
      const path = `/orders/confirm/${signConfirmToken(SECRET, ORDER, issued)}`
      const response = confirmLinkResponse(GET, url(path), 'ur', path, SECRET)
      expect(response.status).toBe(200)
      expect(rewriteTarget(response)).toBe(`http://localhost:3000/ur${path}`)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
  })

  it('answers a forged or malformed token with its page and a real 404', () => {
    const forged = signConfirmToken('another-secret-that-is-also-32-characters-long', ORDER, new Date())
    for (const token of [forged, 'v1.not-a-token', '%E0%A4%A']) {
      const path = `/orders/confirm/${token}`
      const response = confirmLinkResponse(GET, url(path), 'en', path, SECRET)
      expect(response.status).toBe(404)
      expect(rewriteTarget(response)).toBe('http://localhost:3000/en/orders/confirm/not-valid')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('hands the form sent without JavaScript (a plain POST) to its route handler, but not a server action', () => {
    const path = `/orders/confirm/${signConfirmToken(SECRET, ORDER, new Date())}`
    const plain = confirmLinkResponse(
      { method: 'POST', headers: new Headers() },
      url(path),
      'ur',
      path,
      SECRET,
    )
    expect(rewriteTarget(plain)).toBe(`http://localhost:3000/api${path}`)
    expect(plain.headers.get(`x-middleware-request-${CONFIRM_LOCALE_HEADER}`)).toBe('ur')
    const action = { method: 'POST', headers: new Headers({ 'next-action': 'abc' }) }
    expect(rewriteTarget(confirmLinkResponse(action, url(path), 'ur', path, SECRET))).toBe(
      `http://localhost:3000/ur${path}`,
    )
  })
})
