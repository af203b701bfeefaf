const auth = {
  verifySessionCookie: jest.fn(),
  verifyIdToken: jest.fn(),
  createSessionCookie: jest.fn(),
  getUser: jest.fn(),
}
const doc = { get: jest.fn() }
const cookieJar = { get: jest.fn() }

jest.mock('server-only', () => ({}))
jest.mock('next/headers', () => ({ cookies: async () => cookieJar }))
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => {} }))
// The Auth emulator, as in every test run: the mode in which verdicts are kept (lib/auth/verified-cookies.ts).
jest.mock('@/lib/env', () => ({ serverEnv: () => ({ mode: 'emulator' }) }))
jest.mock('@/lib/firebase/admin', () => ({
  adminAuth: () => auth,
  adminDb: () => ({ collection: () => ({ doc: () => doc }) }),
}))

import { clearPersonalCache } from '@/lib/cache/personal-cache'
import { callDeadlineMs } from '@/lib/firebase/deadline'
import { Timestamp } from '@/lib/firebase/firestore-types'
import {
  checkSessionCookie,
  getCurrentUser,
  getPageViewSession,
  loadAppUser,
  openSession,
  verifySessionCookie,
} from '@/lib/auth/session'
import { isServiceUnavailable } from '@/lib/firebase/service-unavailable'

const failure = (code: string) => Object.assign(new Error(code), { code })

/** An account whose sessions stand: never revoked, not disabled. */
const standing = (uid: string) => ({ uid, disabled: false, metadata: { creationTime: '' } })

beforeEach(() => {
  jest.clearAllMocks()
  jest.spyOn(console, 'error').mockImplementation(() => {})
  // Each test starts with nothing remembered on this "server".
  clearPersonalCache()
  auth.getUser.mockImplementation(async (uid: string) => standing(uid))
})

describe('verifySessionCookie', () => {
  it('verifies the cookie, then reads the account now to check revocation', async () => {
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', auth_time: 1_700_000_000 })
    await expect(verifySessionCookie('cookie')).resolves.toEqual({ uid: 'u1', auth_time: 1_700_000_000 })
    await expect(verifySessionCookie('cookie')).resolves.toMatchObject({ uid: 'u1' })
    expect(auth.verifySessionCookie).toHaveBeenCalledWith('cookie', false)
    // Fresh by default: Auth is asked on every check.
    expect(auth.getUser).toHaveBeenCalledTimes(2)
  })

  it('refuses a session signed in before the tokens were revoked, and any session of a disabled account', async () => {
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', auth_time: Date.UTC(2025, 4, 1, 10) / 1000 })
    auth.getUser.mockResolvedValue({
      ...standing('u1'),
      tokensValidAfterTime: 'Thu, 01 May 2025 10:00:01 GMT',
    })
    await expect(checkSessionCookie('cookie')).resolves.toEqual({ status: 'invalid' })
    auth.getUser.mockResolvedValue({
      ...standing('u1'),
      tokensValidAfterTime: 'Thu, 01 May 2025 10:00:00 GMT',
    })
    await expect(checkSessionCookie('cookie')).resolves.toMatchObject({ status: 'valid' })
    auth.getUser.mockResolvedValue({ ...standing('u1'), disabled: true })
    await expect(checkSessionCookie('cookie')).resolves.toEqual({ status: 'invalid' })
  })

  it('drops a staff claim the account no longer has, whatever the older cookie says', async () => {
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', auth_time: 1_700_000_000, staff: true })
    auth.getUser.mockResolvedValue({ ...standing('u1'), customClaims: { staff: true } })
    await expect(checkSessionCookie('cookie')).resolves.toMatchObject({ decoded: { staff: true } })
    auth.getUser.mockResolvedValue({ ...standing('u1'), customClaims: {} })
    await expect(checkSessionCookie('cookie')).resolves.toMatchObject({
      status: 'valid',
      decoded: { uid: 'u1', staff: false },
    })
  })

  it('lets a page view reuse a standing read moments ago on this server, but never a change', async () => {
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u3', auth_time: Date.UTC(2025, 4, 1, 10) / 1000 })
    await expect(checkSessionCookie('cookie', { standingMaxAgeMs: 30_000 })).resolves.toMatchObject({
      status: 'valid',
    })
    // Revoked meanwhile (on another server): a page view within 30 s still sees the record it read…
    auth.getUser.mockResolvedValue({
      ...standing('u3'),
      tokensValidAfterTime: 'Thu, 01 May 2025 11:00:00 GMT',
    })
    await expect(checkSessionCookie('cookie', { standingMaxAgeMs: 30_000 })).resolves.toMatchObject({
      status: 'valid',
    })
    expect(auth.getUser).toHaveBeenCalledTimes(1)
    // …while a fresh check (every change, order and account page) is refused at once.
    await expect(checkSessionCookie('cookie')).resolves.toEqual({ status: 'invalid' })
    await expect(checkSessionCookie('cookie', { standingMaxAgeMs: 30_000 })).resolves.toEqual({
      status: 'invalid',
    })
  })

  it('reads the account afresh for a page view whose browser has a new data stamp (its own change)', async () => {
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', auth_time: 1_700_000_000 })
    const pageView = (stamp: string) => ({ standingMaxAgeMs: 30_000, stamp })
    await checkSessionCookie('cookie', pageView('before'))
    await checkSessionCookie('cookie', pageView('before'))
    expect(auth.getUser).toHaveBeenCalledTimes(1)
    // The name was changed, maybe on another server: this browser now carries another stamp.
    await checkSessionCookie('cookie', pageView('after'))
    expect(auth.getUser).toHaveBeenCalledTimes(2)
  })

  it("lets a page view reuse this server's verdict on the same cookie, until it expires; a change never", async () => {
    const now = Date.now()
    auth.verifySessionCookie.mockResolvedValue({
      uid: 'u1',
      auth_time: now / 1000 - 60,
      exp: now / 1000 + 3600,
    })
    const pageView = { standingMaxAgeMs: 30_000 }
    await expect(checkSessionCookie('cookie', pageView)).resolves.toMatchObject({ status: 'valid' })
    await expect(checkSessionCookie('cookie', pageView)).resolves.toMatchObject({ status: 'valid' })
    expect(auth.verifySessionCookie).toHaveBeenCalledTimes(1)
    // Another cookie, or a fresh check, is verified by firebase-admin again.
    await checkSessionCookie('other cookie', pageView)
    await checkSessionCookie('cookie')
    expect(auth.verifySessionCookie).toHaveBeenCalledTimes(3)
    // The standing is still decided on every request: a disabled account is refused at once on a fresh read.
    auth.getUser.mockResolvedValue({ ...standing('u1'), disabled: true })
    await expect(checkSessionCookie('cookie')).resolves.toEqual({ status: 'invalid' })
  })

  it('does not reuse a verdict on a cookie that has expired since', async () => {
    const now = Date.now()
    auth.verifySessionCookie.mockResolvedValueOnce({
      uid: 'u2',
      auth_time: now / 1000 - 60,
      exp: now / 1000 - 1,
    })
    auth.verifySessionCookie.mockRejectedValueOnce(failure('auth/session-cookie-expired'))
    const pageView = { standingMaxAgeMs: 30_000 }
    await checkSessionCookie('cookie', pageView)
    await expect(checkSessionCookie('cookie', pageView)).resolves.toEqual({ status: 'invalid' })
    expect(auth.verifySessionCookie).toHaveBeenCalledTimes(2)
  })

  it('getPageViewSession reads the cookie like getSession', async () => {
    cookieJar.get.mockReturnValue({ value: 'cookie' })
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u2', auth_time: 1_700_000_000 })
    await expect(getPageViewSession()).resolves.toMatchObject({ uid: 'u2' })
  })

  it('treats a tampered, expired or revoked cookie as signed out', async () => {
    auth.verifySessionCookie.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/session-cookie-revoked' }),
    )
    await expect(verifySessionCookie('tampered')).resolves.toBeNull()
    await expect(verifySessionCookie(undefined)).resolves.toBeNull()
    expect(auth.verifySessionCookie).toHaveBeenCalledTimes(1)
  })
})

describe('checkSessionCookie: signed out or only unreachable', () => {
  it.each([
    'auth/session-cookie-revoked',
    'auth/session-cookie-expired',
    'auth/invalid-session-cookie',
    'auth/argument-error',
    'auth/user-disabled',
    'auth/user-not-found',
  ])('%s means signed out (the cookie may be cleared)', async (code) => {
    auth.verifySessionCookie.mockRejectedValue(failure(code))
    await expect(checkSessionCookie('cookie')).resolves.toEqual({ status: 'invalid' })
  })

  it('no cookie means signed out, without asking Firebase', async () => {
    await expect(checkSessionCookie(undefined)).resolves.toEqual({ status: 'invalid' })
    expect(auth.verifySessionCookie).not.toHaveBeenCalled()
  })

  it.each(['app/network-error', 'app/network-timeout', 'auth/internal-error', 'ECONNRESET', 'something-new'])(
    '%s is temporary: the session is kept',
    async (code) => {
      auth.verifySessionCookie.mockRejectedValue(failure(code))
      const check = await checkSessionCookie('cookie')
      expect(check.status).toBe('unavailable')
      expect(check.status === 'unavailable' && isServiceUnavailable(check.error)).toBe(true)
    },
  )

  it('gives up on an Auth call that hangs, at the deadline, and keeps the session', async () => {
    jest.useFakeTimers()
    try {
      auth.verifySessionCookie.mockReturnValue(new Promise(() => {}))
      const check = checkSessionCookie('cookie')
      await jest.advanceTimersByTimeAsync(callDeadlineMs('auth'))
      await expect(check).resolves.toMatchObject({ status: 'unavailable', error: { reason: 'timeout' } })
    } finally {
      jest.useRealTimers()
    }
  })

  it('verifySessionCookie and getCurrentUser throw the typed error rather than report a sign-out', async () => {
    auth.verifySessionCookie.mockRejectedValue(failure('app/network-error'))
    await expect(verifySessionCookie('cookie')).rejects.toMatchObject({ code: 'fatin/service-unavailable' })
    cookieJar.get.mockReturnValue({ value: 'cookie' })
    await expect(getCurrentUser()).rejects.toMatchObject({ service: 'auth' })
  })

  it('loadAppUser throws the typed error when Auth is unreachable, and is null for a missing account', async () => {
    auth.getUser.mockRejectedValue(failure('app/network-timeout'))
    await expect(loadAppUser('u1')).rejects.toMatchObject({ code: 'fatin/service-unavailable' })
    auth.getUser.mockRejectedValue(failure('auth/user-not-found'))
    await expect(loadAppUser('u1')).resolves.toBeNull()
  })
})

describe('loadAppUser with the profile already read', () => {
  it('uses that profile and does not read it again', async () => {
    const profile = {
      name: 'Sara',
      phone: '0300 1234567',
      email: 'sara@example.com',
      language: 'urdu' as const,
      createdAt: null,
    }
    await expect(loadAppUser('u1', { profile })).resolves.toMatchObject({
      phoneNumber: '0300 1234567',
      language: 'urdu',
    })
    await expect(loadAppUser('u1', { profile: null })).resolves.toMatchObject({ id: 'u1' })
    expect(doc.get).not.toHaveBeenCalled()
  })
})

describe('openSession', () => {
  it('verifies the ID token with revocation checked and refuses an old sign-in', async () => {
    const now = Date.UTC(2025, 4, 1)
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: now / 1000 - 301 })
    await expect(openSession('token', now)).resolves.toEqual({ ok: false, reason: 'stale-sign-in' })
    expect(auth.verifyIdToken).toHaveBeenCalledWith('token', true)
    expect(auth.createSessionCookie).not.toHaveBeenCalled()
  })
})

describe('getCurrentUser', () => {
  it('is null without a cookie', async () => {
    cookieJar.get.mockReturnValue(undefined)
    await expect(getCurrentUser()).resolves.toBeNull()
  })

  it('builds the in-app user from the verified cookie, the Auth record and the profile', async () => {
    cookieJar.get.mockReturnValue({ value: 'cookie' })
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1' })
    auth.getUser.mockResolvedValue({
      uid: 'u1',
      email: 'sara@example.com',
      displayName: null,
      photoURL: null,
      metadata: { creationTime: 'Thu, 01 May 2025 10:00:00 GMT' },
    })
    doc.get.mockResolvedValue({
      exists: true,
      data: () => ({
        name: 'Sara',
        phone: '0300 1234567',
        email: 'sara@example.com',
        language: 'urdu',
        createdAt: Timestamp.fromMillis(Date.UTC(2025, 4, 1, 10)),
      }),
    })
    await expect(getCurrentUser()).resolves.toEqual({
      id: 'u1',
      email: 'sara@example.com',
      displayName: 'Sara',
      photoURL: null,
      phoneNumber: '0300 1234567',
      createdAt: '2025-05-01T10:00:00.000Z',
      language: 'urdu',
      isAdmin: false,
    })
    expect(auth.verifySessionCookie).toHaveBeenCalledWith('cookie', false)
  })

  it("defaults the display name to 'User'", async () => {
    cookieJar.get.mockReturnValue({ value: 'cookie' })
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u2' })
    auth.getUser.mockResolvedValue({ uid: 'u2', email: 'x@example.com', metadata: { creationTime: '' } })
    doc.get.mockResolvedValue({ exists: false, data: () => undefined })
    await expect(getCurrentUser()).resolves.toMatchObject({
      displayName: 'User',
      phoneNumber: null,
      createdAt: null,
    })
  })
})
