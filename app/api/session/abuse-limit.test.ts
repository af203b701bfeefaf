jest.mock('server-only', () => ({}))
// Production rules: only the configured site URL (http://localhost:3000 by default) is the shop.
jest.mock('@/lib/env', () => ({
  ...jest.requireActual('@/lib/env'),
  serverEnv: () => ({ mode: 'production' }),
}))
jest.mock('@/lib/firebase/admin', () => jest.requireActual('@/test/fakes/session-route').fakeAdmin)
jest.mock('@/lib/shopper/merge-guest-data', () => jest.requireActual('@/test/fakes/session-route').fakeMerge)

import { POST } from '@/app/api/session/route'
import { auth, NOW_S, post, resetSessionFakes } from '@/test/fakes/session-route'

beforeEach(resetSessionFakes)

describe('POST /api/session abuse limit (refused attempts per client address)', () => {
  const LIMIT = 20

  function postFrom(address: string, body: unknown) {
    const request = post(body)
    // The connection's address, as the preload records it (no trusted proxy: the default).
    request.headers.set('x-shop-connection-address', address)
    return request
  }

  it(`answers 429 with Retry-After and its code after ${LIMIT} refused attempts from one address`, async () => {
    auth.verifyIdToken.mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/argument-error' }))
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await POST(postFrom('203.0.113.10', { idToken: `forged-${i}` }))).status).toBe(401)
    }
    const limited = await POST(postFrom('203.0.113.10', { idToken: 'forged-again' }))
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(limited.headers.get('cache-control')).toBe('no-store')
    expect(await limited.json()).toEqual({
      ok: false,
      error: 'app/too-many-attempts',
    })

    // Another address behind the same proxy is counted on its own.
    expect((await POST(postFrom('203.0.113.11', { idToken: 'forged' }))).status).toBe(401)
  })

  it('counts malformed bodies, missing tokens and stale sign-ins as refused attempts', async () => {
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', email: 'a@b.co', auth_time: NOW_S - 10 * 60 })
    for (let i = 0; i < LIMIT / 4; i += 1) {
      await POST(postFrom('203.0.113.20', 'not json'))
      await POST(postFrom('203.0.113.20', {}))
      await POST(postFrom('203.0.113.20', { idToken: 'good', signUp: { fullName: '   ' } }))
      await POST(postFrom('203.0.113.20', { idToken: 'stale' }))
    }
    expect((await POST(postFrom('203.0.113.20', { idToken: 'stale' }))).status).toBe(429)
  })

  it('never refuses a valid sign-in, even from an address past its limit (carrier-grade NAT)', async () => {
    auth.verifyIdToken.mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/argument-error' }))
    for (let i = 0; i <= LIMIT; i += 1) await POST(postFrom('203.0.113.30', { idToken: 'forged' }))
    expect((await POST(postFrom('203.0.113.30', { idToken: 'forged' }))).status).toBe(429)

    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', email: 'sara@example.com', auth_time: NOW_S })
    for (let i = 0; i < 3; i += 1) {
      const response = await POST(postFrom('203.0.113.30', { idToken: 'good' }))
      expect(response.status).toBe(200)
      expect(response.headers.get('set-cookie')).toMatch(/^__session=session-cookie-value/)
    }
  })

  it('does not count successful sign-ins towards the limit', async () => {
    for (let i = 0; i < LIMIT * 2; i += 1) {
      expect((await POST(postFrom('203.0.113.40', { idToken: 'good' }))).status).toBe(200)
    }
    auth.verifyIdToken.mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/argument-error' }))
    expect((await POST(postFrom('203.0.113.40', { idToken: 'forged' }))).status).toBe(401)
  })
})
