import 'server-only'
import { cookies } from 'next/headers'
import { connection } from 'next/server'
import { cache } from 'react'
import {
  forgetAccount,
  PAGE_VIEW_STANDING_MS,
  readAccount,
  sessionRevoked,
} from '@/lib/auth/account-standing'
import { adminAuth } from '@/lib/firebase/admin'
import { authCall } from '@/lib/firebase/calls'
import { isServiceUnavailable, ServiceUnavailableError } from '@/lib/firebase/service-unavailable'
import { readProfile } from '@/lib/auth/profile-reads'
import { RECENT_SIGN_IN_SECONDS, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/session-cookie'
import { toAppUser, type AppUser, type UserProfile } from '@/lib/auth/user'
import { recentlyVerified, rememberVerified } from '@/lib/auth/verified-cookies'
import { hasStaffClaim, STAFF_CLAIM } from '@/lib/auth/staff-claim'
import { requestDataStamp } from '@/lib/shopper/account-data-stamp'

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

function isExpectedRejection(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  return EXPECTED_REJECTIONS.has(code)
}

function logUnexpected(context: string, error: unknown) {
  if (!isExpectedRejection(error)) console.error(`[auth] ${context}`, error)
}

/**
 * What checking a session cookie found. 'invalid' (no cookie, forged, expired, revoked, account gone) means
 * signed out: the cookie may be cleared. 'unavailable' means Auth could not answer just now (network, timeout,
 * an internal error): the shopper is not treated as signed in for this request, but the cookie is kept and a
 * page that needs the session asks them to try again, so an outage never signs anyone out.
 */
export type SessionCheck =
  | { status: 'valid'; decoded: DecodedIdToken }
  | { status: 'invalid' }
  | { status: 'unavailable'; error: ServiceUnavailableError }

/** How a session is checked: how old the account's standing may be, and the request's data stamp. */
export type SessionCheckOptions = { standingMaxAgeMs?: number; stamp?: string }

/**
 * Checks a session cookie: firebase-admin verifies it (signature, expiry), then the account's Auth record
 * says whether it still stands. After a sign-out (which revokes the refresh tokens), a disabled account or a
 * password change, an old cookie must stop working rather than at its expiry: with `standingMaxAgeMs` 0 (the
 * default) the record is read now, so it stops at once; a page view may accept a record this server read
 * a little earlier for the same data stamp `stamp` (lib/auth/account-standing.ts). Only Firebase's own
 * verdicts on the cookie count as 'invalid'; any other failure is taken as temporary, which grants nothing
 * and loses nothing.
 */
export async function checkSessionCookie(
  value: string | undefined | null,
  { standingMaxAgeMs = 0, stamp = '' }: SessionCheckOptions = {},
): Promise<SessionCheck> {
  if (!value) return { status: 'invalid' }
  try {
    const decoded =
      (standingMaxAgeMs > 0 ? recentlyVerified(value, standingMaxAgeMs) : null) ??
      (await verifyAndRemember(value))
    const record = await readAccount(decoded.uid, { maxAgeMs: standingMaxAgeMs, stamp })
    if (sessionRevoked(decoded.auth_time, record)) return { status: 'invalid' }
    return { status: 'valid', decoded: withStandingClaims(decoded, record) }
  } catch (error) {
    if (isExpectedRejection(error)) return { status: 'invalid' }
    console.error('[auth] session cookie could not be checked; the session is kept', error)
    return {
      status: 'unavailable',
      error: isServiceUnavailable(error)
        ? error
        : new ServiceUnavailableError('auth', 'verify session cookie', 'unreachable', { cause: error }),
    }
  }
}

/**
 * The cookie's claims as the account stands now: a staff claim removed from the account (by any means, not
 * only `npm run staff -- remove`, which also revokes) no longer opens the back office with an older cookie.
 */
function withStandingClaims(decoded: DecodedIdToken, record: UserRecord): DecodedIdToken {
  if (!hasStaffClaim(decoded) || hasStaffClaim(record.customClaims)) return decoded
  return { ...decoded, [STAFF_CLAIM]: false }
}

async function verifyAndRemember(value: string): Promise<DecodedIdToken> {
  const decoded = await authCall('verify session cookie', () => adminAuth().verifySessionCookie(value, false))
  rememberVerified(value, decoded)
  return decoded
}

/**
 * The verified claims of a session cookie, or null when it is not (or no longer) good. Throws
 * ServiceUnavailableError when Auth cannot answer: "signed out" would be a lie that the page then acts on.
 */
export async function verifySessionCookie(
  value: string | undefined | null,
  options?: SessionCheckOptions,
): Promise<DecodedIdToken | null> {
  const check = await checkSessionCookie(value, options)
  if (check.status === 'unavailable') throw check.error
  return check.status === 'valid' ? check.decoded : null
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
    decoded = await authCall('verify ID token', () => adminAuth().verifyIdToken(idToken, true))
  } catch (error) {
    logUnexpected('ID token verification failed', error)
    return { ok: false, reason: 'invalid-token' }
  }
  if (now / 1000 - decoded.auth_time > RECENT_SIGN_IN_SECONDS) return { ok: false, reason: 'stale-sign-in' }
  const cookie = await authCall('create session cookie', () =>
    adminAuth().createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_SECONDS * 1000 }),
  )
  return { ok: true, session: { decoded, cookie } }
}

/** Signs the shopper out everywhere: every refresh token is revoked, so every session cookie fails its check. */
export async function revokeSessions(uid: string): Promise<void> {
  await authCall('revoke sessions', () => adminAuth().revokeRefreshTokens(uid))
  forgetAccount(uid)
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
 * The in-app user for a uid: the Auth record (so an edited display name shows, not only in the next cookie)
 * plus the profile document. The record is the one this server read for the session check with this
 * request's data stamp, when that was within PAGE_VIEW_STANDING_MS (a name edited anywhere gives the browser
 * a new stamp: lib/auth/actions.ts); `fresh` reads it now (at sign-in). A profile that cannot be read is left
 * out rather than failing the page. Null when there is no such account; ServiceUnavailableError when Auth
 * cannot answer in time.
 */
export async function loadAppUser(
  uid: string,
  known: { profile?: UserProfile | null; fresh?: boolean } = {},
): Promise<AppUser | null> {
  let record: UserRecord
  try {
    record = await readAccount(
      uid,
      known.fresh
        ? { maxAgeMs: 0, stamp: '' }
        : { maxAgeMs: PAGE_VIEW_STANDING_MS, stamp: await requestDataStamp() },
    )
  } catch (error) {
    if (isServiceUnavailable(error)) throw error
    logUnexpected('user lookup failed', error)
    return null
  }
  const profile =
    known.profile !== undefined
      ? known.profile
      : await readProfile(uid).catch((error: unknown) => {
          console.error('[auth] profile read failed', error)
          return null
        })
  return userFromRecord(record, profile)
}

/**
 * The verified claims of this request's session, once per request; null when signed out. Throws
 * ServiceUnavailableError when Auth cannot answer, so a page shows its retry message instead of acting as if
 * the shopper had signed out (the cookie is left alone).
 */
export const getSession = cache((): Promise<DecodedIdToken | null> => sessionOfRequest(0))

/**
 * getSession for a page view that shows only the shopper's own bag, wishlist or checkout form: the account's
 * standing may come from a record this server read up to PAGE_VIEW_STANDING_MS ago. Never for a change, an
 * order or the account page.
 */
export const getPageViewSession = cache((): Promise<DecodedIdToken | null> =>
  sessionOfRequest(PAGE_VIEW_STANDING_MS),
)

async function sessionOfRequest(standingMaxAgeMs: number): Promise<DecodedIdToken | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value
  if (!value) return null
  // Verification reads the clock (expiry, revocation), so it must run for the real request, never while
  // Next prerenders or prefetches a shell (Cache Components refuses Date.now() there).
  await connection()
  return verifySessionCookie(value, { standingMaxAgeMs, stamp: await requestDataStamp() })
}

/**
 * The data access layer's entry point: who is asking, as the server verified it. Reads the request's cookies,
 * so a Server Component calling it must sit inside <Suspense> (Cache Components).
 */
export const getCurrentUser = cache(async (): Promise<AppUser | null> => {
  const session = await getSession()
  return session ? loadAppUser(session.uid) : null
})
