import { clearPersonalCache } from '@/lib/cache/personal-cache'
import { serverEnv } from '@/lib/env'
import { recentlyVerified, rememberVerified } from './verified-cookies'
import type { DecodedIdToken } from './session'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/env', () => ({ serverEnv: jest.fn() }))

const T0 = Date.now()
const claims = (uid: string, expSeconds: number) => ({ uid, exp: expSeconds }) as unknown as DecodedIdToken
const mode = (value: 'emulator' | 'production') =>
  jest.mocked(serverEnv).mockReturnValue({ mode: value } as ReturnType<typeof serverEnv>)

describe('verified session cookies against the Auth emulator', () => {
  beforeEach(() => {
    clearPersonalCache()
    mode('emulator')
  })

  it('answers with the claims within the allowed age, and forgets them after it', () => {
    rememberVerified('cookie-a', claims('a', T0 / 1000 + 3600), T0)
    expect(recentlyVerified('cookie-a', 30_000, T0 + 29_000)).toMatchObject({ uid: 'a' })
    expect(recentlyVerified('cookie-a', 30_000, T0 + 31_000)).toBeNull()
    expect(recentlyVerified('cookie-a', 10_000, T0 + 11_000)).toBeNull()
  })

  it('never answers for a cookie that has expired since it was verified', () => {
    rememberVerified('cookie-a', claims('a', T0 / 1000 + 10), T0)
    expect(recentlyVerified('cookie-a', 30_000, T0 + 11_000)).toBeNull()
  })

  it('knows nothing of a cookie it has not verified', () => {
    expect(recentlyVerified('never-seen', 30_000, T0)).toBeNull()
  })
})

describe('verified session cookies against real Firebase', () => {
  beforeEach(clearPersonalCache)

  it('are not kept: firebase-admin verifies each one locally', () => {
    mode('production')
    rememberVerified('cookie-a', claims('a', T0 / 1000 + 3600), T0)
    expect(recentlyVerified('cookie-a', 30_000, T0)).toBeNull()
    mode('emulator')
    expect(recentlyVerified('cookie-a', 30_000, T0)).toBeNull()
  })
})
