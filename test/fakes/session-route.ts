import { NextRequest } from 'next/server'

/**
 * The fakes behind app/api/session's tests: firebase-admin's Auth and the users collection, the guest-data
 * merge, and a POST from the shop's own origin. Test files wire them in with jest.mock factories that
 * require this module (`jest.mock('@/lib/firebase/admin', () => require('@/test/fakes/session-route').fakeAdmin)`).
 */
export const auth = {
  verifyIdToken: jest.fn(),
  createSessionCookie: jest.fn(),
  verifySessionCookie: jest.fn(),
  revokeRefreshTokens: jest.fn(),
  getUser: jest.fn(),
  deleteUser: jest.fn(),
}
export const doc = { get: jest.fn(), create: jest.fn(), update: jest.fn() }
export const collection = jest.fn(() => ({ doc: jest.fn(() => doc) }))
export const fakeAdmin = { adminAuth: () => auth, adminDb: () => ({ collection }) }

export const mockMergeGuestData = jest.fn(async (uid: string) => ({
  merged: uid.length > 0,
  cartLines: 0,
  wishlistItems: 0,
}))
export const fakeMerge = { mergeGuestDataIntoAccount: (uid: string) => mockMergeGuestData(uid) }

export const ORIGIN = 'http://localhost:3000'
export const NOW_S = Math.floor(Date.now() / 1000)

let requests = 0

export function post(body: unknown, origin: string | null = ORIGIN) {
  // Each request from its own client address, so refused attempts in one test never reach the abuse limit
  // (the limit's own tests choose their addresses).
  requests += 1
  const headers = new Headers({
    'content-type': 'application/json',
    host: 'localhost:3000',
    'x-shop-connection-address': `10.${Math.floor(requests / 250)}.0.${requests % 250}`,
  })
  if (origin) headers.set('origin', origin)
  return new NextRequest(`${ORIGIN}/api/session`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A valid, fresh sign-in of a new account; each test changes what it needs. */
export function resetSessionFakes() {
  jest.clearAllMocks()
  jest.spyOn(console, 'error').mockImplementation(() => {})
  auth.verifyIdToken.mockResolvedValue({
    uid: 'u1',
    email: 'sara@example.com',
    name: 'Sara',
    auth_time: NOW_S,
  })
  auth.createSessionCookie.mockResolvedValue('session-cookie-value')
  auth.getUser.mockResolvedValue({
    uid: 'u1',
    email: 'sara@example.com',
    displayName: 'Sara',
    metadata: { creationTime: new Date().toUTCString() },
  })
  doc.get.mockResolvedValue({ exists: false, data: () => undefined })
  doc.create.mockResolvedValue(undefined)
}
