import 'server-only'
import { cookies } from 'next/headers'
import { connection } from 'next/server'
import { cache } from 'react'
import { adminAuth } from '@/lib/firebase/admin'
import { readProfile } from '@/lib/auth/profile'
import { RECENT_SIGN_IN_SECONDS, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/session-cookie'
import { toAppUser, type AppUser } from '@/lib/auth/user'

type AdminAuth = ReturnType<typeof adminAuth>
/** The verified claims of a session cookie or ID token (uid, email, auth_time, ...). */
export type DecodedIdToken = Awaited<ReturnType<AdminAuth['verifySessionCookie']>>
type UserRecord = Awaited<ReturnType<AdminAuth['getUser']>>

/** Codes Firebase gives a cookie or token that is simply not (or no longer) good: not worth logging. */
const EXPECTED_REJECTIONS = new Set([
  'auth/argument-error',
  'auth/invalid-session-cookie',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
])

function logUnexpected(context: string, error: unknown) {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (!EXPECTED_REJECTIONS.has(code)) console.error(`[auth] ${context}`, error)
}

/**
 * The verified claims of a session cookie, or null. `checkRevoked` is always true: after a sign-out (which
 * revokes the refresh tokens), a disabled account or a password change, an old cookie must stop working at
 * once rather than at its expiry.
 */
export async function verifySessionCookie(value: string | undefined | null): Promise<DecodedIdToken | null> {
  if (!value) return null
  try {
    return await adminAuth().verifySessionCookie(value, true)
  } catch (error) {
    logUnexpected('session cookie verification failed', error)
    return null
  }
}

export type OpenedSession = { decoded: DecodedIdToken; cookie: string }

export type SessionRefusal = 'invalid-token' | 'stale-sign-in'

/**
 * Checks an ID token the browser got from Firebase and exchanges it for a session cookie. The sign-in must be
 * recent, so a token lifted from an old page cannot be turned into a five-day session.
 */
export async function openSession(
  idToken: string,
  now: number = Date.now(),
): Promise<{ ok: true; session: OpenedSession } | { ok: false; reason: SessionRefusal }> {
  let decoded: DecodedIdToken
  try {
    decoded = await adminAuth().verifyIdToken(idToken, true)
  } catch (error) {
    logUnexpected('ID token verification failed', error)
    return { ok: false, reason: 'invalid-token' }
  }
  if (now / 1000 - decoded.auth_time > RECENT_SIGN_IN_SECONDS) return { ok: false, reason: 'stale-sign-in' }
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_SECONDS * 1000 })
  return { ok: true, session: { decoded, cookie } }
}

/** Signs the shopper out everywhere: every refresh token is revoked, so every session cookie fails its check. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid)
}

export function userFromRecord(
  record: UserRecord,
  profile: Awaited<ReturnType<typeof readProfile>>,
): AppUser {
  const created = record.metadata.creationTime ? new Date(record.metadata.creationTime) : null
  return toAppUser(
    {
      uid: record.uid,
      email: record.email,
      displayName: record.displayName,
      photoURL: record.photoURL,
      phoneNumber: record.phoneNumber,
      createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
    },
    profile,
  )
}

/**
 * The in-app user for a uid: the Auth record (so an edited display name shows at once, not only in the next
 * cookie) plus the profile document. A profile that cannot be read is left out rather than failing the page.
 */
export async function loadAppUser(uid: string): Promise<AppUser | null> {
  let record: UserRecord
  try {
    record = await adminAuth().getUser(uid)
  } catch (error) {
    logUnexpected('user lookup failed', error)
    return null
  }
  const profile = await readProfile(uid).catch((error: unknown) => {
    console.error('[auth] profile read failed', error)
    return null
  })
  return userFromRecord(record, profile)
}

/** The verified claims of this request's session, once per request. */
export const getSession = cache(async (): Promise<DecodedIdToken | null> => {
  const value = (await cookies()).get(SESSION_COOKIE)?.value
  if (!value) return null
  // Verification reads the clock (expiry, revocation), so it must run for the real request, never while
  // Next prerenders or prefetches a shell (Cache Components refuses Date.now() there).
  await connection()
  return verifySessionCookie(value)
})

/**
 * The data access layer's entry point: who is asking, as the server verified it. Reads the request's cookies,
 * so a Server Component calling it must sit inside <Suspense> (Cache Components).
 */
export const getCurrentUser = cache(async (): Promise<AppUser | null> => {
  const session = await getSession()
  return session ? loadAppUser(session.uid) : null
})
