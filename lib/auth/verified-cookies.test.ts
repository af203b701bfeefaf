import { forgetVerified, recentlyVerified, rememberVerified } from './verified-cookies'
import type { DecodedIdToken } from './session'

jest.mock('server-only', () => ({}))

const T0 = Date.UTC(2026, 10, 28, 12)
const claims = (uid: string, expSeconds: number) => ({ uid, exp: expSeconds }) as unknown as DecodedIdToken

describe('verified session cookies', () => {
  beforeEach(() => ['a', 'b'].forEach(forgetVerified))

  it('answers with the claims within the allowed age, and forgets them after it', () => {
    rememberVerified('cookie-a', claims('a', T0 / 1000 + 3600), T0)
    expect(recentlyVerified('cookie-a', 30_000, T0 + 29_000)).toMatchObject({ uid: 'a' })
    expect(recentlyVerified('cookie-a', 30_000, T0 + 31_000)).toBeNull()
    // Forgotten for good once too old, even for a caller allowing more.
    expect(recentlyVerified('cookie-a', 60_000, T0 + 32_000)).toBeNull()
  })

  it('never answers for a cookie past its own expiry', () => {
    rememberVerified('cookie-a', claims('a', T0 / 1000 + 10), T0)
    expect(recentlyVerified('cookie-a', 30_000, T0 + 11_000)).toBeNull()
  })

  it("forgets every cookie of one account, and only that account's", () => {
    rememberVerified('cookie-a1', claims('a', T0 / 1000 + 3600), T0)
    rememberVerified('cookie-a2', claims('a', T0 / 1000 + 3600), T0)
    rememberVerified('cookie-b', claims('b', T0 / 1000 + 3600), T0)
    forgetVerified('a')
    expect(recentlyVerified('cookie-a1', 30_000, T0)).toBeNull()
    expect(recentlyVerified('cookie-a2', 30_000, T0)).toBeNull()
    expect(recentlyVerified('cookie-b', 30_000, T0)).toMatchObject({ uid: 'b' })
  })

  it('knows nothing of a cookie it was never given', () => {
    expect(recentlyVerified('never-seen', 30_000, T0)).toBeNull()
  })
})
