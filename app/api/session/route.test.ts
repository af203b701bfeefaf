import { NextRequest } from 'next/server'

jest.mock('server-only', () => ({}))
// Production rules: only the configured site URL (http://localhost:3000 by default) is the shop.
jest.mock('@/lib/env', () => ({
  ...jest.requireActual('@/lib/env'),
  serverEnv: () => ({ mode: 'production' }),
}))
jest.mock('@/lib/firebase/admin', () => jest.requireActual('@/test/fakes/session-route').fakeAdmin)
jest.mock('@/lib/shopper/merge-guest-data', () => jest.requireActual('@/test/fakes/session-route').fakeMerge)

import { DELETE, POST } from '@/app/api/session/route'
import {
  auth,
  collection,
  doc,
  mockMergeGuestData,
  NOW_S,
  ORIGIN,
  post,
  resetSessionFakes,
} from '@/test/fakes/session-route'

beforeEach(resetSessionFakes)

describe('POST /api/session', () => {
  it('refuses a request without a token with 401', async () => {
    expect((await POST(post({}))).status).toBe(401)
    expect((await POST(post({ idToken: '' }))).status).toBe(401)
    expect(auth.createSessionCookie).not.toHaveBeenCalled()
  })

  it.each([['not json'], ['{"idToken":'], ['\u00ff\u00fe']])(
    'refuses a body that is not JSON (%p) with 400 and a JSON error',
    async (body) => {
      const response = await POST(post(body))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ ok: false, error: 'invalid-json' })
      expect(auth.verifyIdToken).not.toHaveBeenCalled()
    },
  )

  it('refuses an oversized body with 413 before reading it, by its Content-Length', async () => {
    const request = post({ idToken: 'good' })
    request.headers.set('content-length', String(2 * 1024 * 1024))
    const response = await POST(request)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ ok: false, error: 'body-too-large' })
    expect(auth.verifyIdToken).not.toHaveBeenCalled()
  })

  it('refuses an oversized body with 413 while reading it, when it comes without a length', async () => {
    const huge = JSON.stringify({ idToken: 'good', padding: 'x'.repeat(2 * 1024 * 1024) })
    const request = post(huge)
    expect(request.headers.get('content-length')).toBeNull()
    const response = await POST(request)
    expect(response.status).toBe(413)
    expect(auth.verifyIdToken).not.toHaveBeenCalled()
  })

  it('refuses a Content-Length that is not a number with 400', async () => {
    const request = post({ idToken: 'good' })
    request.headers.set('content-length', 'lots')
    expect((await POST(request)).status).toBe(400)
  })

  it('refuses a token Firebase does not accept with 401', async () => {
    auth.verifyIdToken.mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/argument-error' }))
    const response = await POST(post({ idToken: 'forged' }))
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(auth.createSessionCookie).not.toHaveBeenCalled()
  })

  it('refuses a sign-in that is not recent', async () => {
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', email: 'a@b.co', auth_time: NOW_S - 10 * 60 })
    const response = await POST(post({ idToken: 'old' }))
    expect(response.status).toBe(401)
    expect(auth.createSessionCookie).not.toHaveBeenCalled()
  })

  it.each([['https://evil.example'], ['null'], [null]])('refuses Origin %p with 403', async (origin) => {
    const response = await POST(post({ idToken: 'good' }, origin))
    expect(response.status).toBe(403)
    expect(auth.verifyIdToken).not.toHaveBeenCalled()
  })

  it('refuses a foreign Origin that brings a matching, forged X-Forwarded-Host', async () => {
    const request = post({ idToken: 'good' }, 'https://evil.example')
    request.headers.set('x-forwarded-host', 'evil.example')
    request.headers.set('x-forwarded-proto', 'https')
    const response = await POST(request)
    expect(response.status).toBe(403)
    expect(auth.verifyIdToken).not.toHaveBeenCalled()
  })

  it('sets an httpOnly, SameSite=Lax, 5-day session cookie for a good token', async () => {
    const response = await POST(post({ idToken: 'good' }))
    expect(response.status).toBe(200)
    expect(mockMergeGuestData).toHaveBeenCalledWith('u1')
    expect(auth.verifyIdToken).toHaveBeenCalledWith('good', true)
    expect(auth.createSessionCookie).toHaveBeenCalledWith('good', { expiresIn: 5 * 24 * 60 * 60 * 1000 })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__session=session-cookie-value/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Max-Age=432000/)
    expect(cookie).toMatch(/Path=\//)
    const body = await response.json()
    expect(body.user).toMatchObject({
      id: 'u1',
      email: 'sara@example.com',
      displayName: 'Sara',
      isAdmin: false,
    })
  })

  it('writes the Google defaults on a first sign-in', async () => {
    const response = await POST(post({ idToken: 'good' }))
    expect(response.status).toBe(200)
    expect(collection).toHaveBeenCalledWith('users')
    expect(doc.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sara', email: 'sara@example.com', phone: '', language: 'english' }),
    )
    expect((await response.json()).createdProfile).toBe(true)
  })

  it('leaves an existing profile alone on sign-in', async () => {
    doc.get.mockResolvedValue({
      exists: true,
      data: () => ({ name: 'Sara', phone: '1', email: 'x', language: 'urdu' }),
    })
    await POST(post({ idToken: 'good' }))
    expect(doc.create).not.toHaveBeenCalled()
  })

  it('writes the sign-up fields with the email from the token, never from the body', async () => {
    const response = await POST(
      post({
        idToken: 'good',
        email: 'someone-else@example.com',
        signUp: { fullName: ' Sara Ali ', phone: '0300 1234567', language: 'urdu' },
      }),
    )
    expect(response.status).toBe(200)
    expect(doc.create).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Sara Ali',
        phone: '0300 1234567',
        email: 'sara@example.com',
        language: 'urdu',
      }),
    )
  })

  it('deletes the new account and reports failure when the profile cannot be written', async () => {
    doc.create.mockRejectedValue(Object.assign(new Error('unavailable'), { code: 14 }))
    const response = await POST(post({ idToken: 'good', signUp: { fullName: 'Sara' } }))
    expect(response.status).toBe(500)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(auth.deleteUser).toHaveBeenCalledWith('u1')
  })

  it('rejects a sign-up profile that breaks the form rules', async () => {
    const response = await POST(post({ idToken: 'good', signUp: { fullName: '   ' } }))
    expect(response.status).toBe(400)
    expect(auth.createSessionCookie).not.toHaveBeenCalled()
  })
})

describe('DELETE /api/session', () => {
  function del(origin: string | null = ORIGIN, cookie = '__session=abc') {
    const headers = new Headers({ host: 'localhost:3000', cookie })
    if (origin) headers.set('origin', origin)
    return new NextRequest(`${ORIGIN}/api/session`, { method: 'DELETE', headers })
  }

  it('revokes the refresh tokens and clears the cookie', async () => {
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1' })
    const response = await DELETE(del())
    expect(response.status).toBe(200)
    // The cookie is verified, and the account read now: a session revoked elsewhere has nothing to end.
    expect(auth.verifySessionCookie).toHaveBeenCalledWith('abc', false)
    expect(auth.getUser).toHaveBeenCalledWith('u1')
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1')
    expect(response.headers.get('set-cookie')).toMatch(/__session=;.*Max-Age=0/)
  })

  it('still clears a cookie that no longer verifies', async () => {
    auth.verifySessionCookie.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/session-cookie-revoked' }),
    )
    const response = await DELETE(del())
    expect(response.status).toBe(200)
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled()
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/)
  })

  it('refuses a foreign Origin', async () => {
    expect((await DELETE(del('https://evil.example'))).status).toBe(403)
  })
})
