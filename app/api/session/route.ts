import { NextResponse, type NextRequest } from 'next/server'
import { profileLanguage } from '@/lib/auth/profile-reads'
import { LANGUAGE_COOKIE, languageCookieOptions } from '@/lib/i18n/language-cookie'
import { LOCALE_OF_LANGUAGE } from '@/lib/i18n/locales'
import { APP_ERROR_CODES } from '@/lib/auth/error-messages'
import { isSameOriginRequest } from '@/lib/auth/origin'
import { establishSession, endSession } from '@/lib/auth/session-exchange'
import { sessionRequestSchema } from '@/lib/auth/schemas'
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/session-cookie'
import { mergeGuestDataIntoAccount } from '@/lib/shopper/merge-guest-data'
import { readJsonBody } from '@/lib/http/read-json-body'
import { linkGuestOrdersAtSignIn } from '@/lib/orders/linking/link-at-sign-in'
import { ORDER_PROOF_COOKIE } from '@/lib/orders/proof/order-proof'
import { limit } from '@/lib/rate-limit/rate-limit'
import { addressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { adminDb } from '@/lib/firebase/admin'
import { releaseHeldReceipts } from '@/lib/mail/held-receipts'

/**
 * Why the route refused, as a code in `error` (the browser maps the app's own to words: lib/auth/error-messages.ts
 * and lib/i18n/account-message-texts.ts). Never a sentence.
 */
type SessionRouteRefusal =
  | 'forbidden-origin'
  | 'invalid-json'
  | 'body-too-large'
  | 'missing-token'
  | 'invalid-request'
  | 'invalid-token'
  | (typeof APP_ERROR_CODES)[keyof typeof APP_ERROR_CODES]

function refuse(status: number, error: SessionRouteRefusal) {
  return NextResponse.json({ ok: false, error }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * A refused sign-in attempt counts against the client's address; past the limit the answer is 429. Only
 * failures count and a valid token is never refused, so many shoppers behind one carrier-grade NAT address
 * still sign in while one of them sends garbage.
 */
async function refuseAttempt(request: NextRequest, status: number, error: SessionRouteRefusal) {
  const decision = await limit(addressKey(request.headers), RATE_RULES.sessionFailuresPerAddress)
  if (decision.ok) return refuse(status, error)
  return NextResponse.json(
    { ok: false, error: APP_ERROR_CODES.tooManyAttempts },
    {
      status: 429,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(decision.retryAfterSeconds) },
    },
  )
}

/**
 * Exchanges a fresh Firebase ID token for the httpOnly session cookie. Sign-up also sends the profile fields
 * (validated with the sign-up form's schema); the uid always comes from the verified token.
 */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request)) return refuse(403, 'forbidden-origin')

  // Read with a size limit: 413 for a body that is too big, 400 for one that is not JSON, never a 500.
  const read = await readJsonBody(request)
  if (!read.ok) return refuseAttempt(request, read.status, read.error)
  const { body } = read
  const idToken = typeof body === 'object' && body !== null && 'idToken' in body ? body.idToken : undefined
  if (typeof idToken !== 'string' || idToken.length === 0) return refuseAttempt(request, 401, 'missing-token')
  const parsed = sessionRequestSchema.safeParse(body)
  if (!parsed.success) return refuseAttempt(request, 400, 'invalid-request')

  const result = await establishSession(parsed.data)
  if (!result.ok) {
    switch (result.reason) {
      case 'invalid-token':
        return refuseAttempt(request, 401, 'invalid-token')
      case 'stale-sign-in':
        return refuseAttempt(request, 401, APP_ERROR_CODES.staleSignIn)
      case 'profile-write-failed':
        return refuse(500, APP_ERROR_CODES.profileWriteFailed)
    }
  }

  // The bag and wishlist a shopper filled as a guest move into the account now (it never throws; cookies it
  // clears through next/headers are merged into this response by Next).
  if (result.user) await mergeGuestDataIntoAccount(result.user.id)
  // Guest orders placed with this e-mail join the account when she proves they are hers (never throws either).
  if (result.user) {
    const { email, emailVerified, inboxProvenBySignIn } = result
    const proof = request.cookies.get(ORDER_PROOF_COOKIE)?.value
    await linkGuestOrdersAtSignIn({ uid: result.user.id, email, inboxProvenBySignIn }, proof)
    // Receipts held while the e-mail was unverified go out once it is (lib/mail/held-receipts.ts).
    if (emailVerified) await releaseHeldReceipts(adminDb(), result.user.id).catch(logReleaseFailure)
  }

  const response = NextResponse.json(
    { ok: true, user: result.user, createdProfile: result.createdProfile },
    { headers: { 'Cache-Control': 'no-store' } },
  )
  response.cookies.set(SESSION_COOKIE, result.cookie, sessionCookieOptions())
  // On sign-in, the profile's language becomes the remembered one (lib/i18n/language-cookie.ts) and the page
  // follows it. A sign-up keeps the page's language: the shopper is in the middle of something.
  const language = result.user && !parsed.data.signUp ? await profileLanguage(result.user.id) : null
  if (language) response.cookies.set(LANGUAGE_COOKIE, LOCALE_OF_LANGUAGE[language], languageCookieOptions)
  return response
}

/** Signs out: revokes the shopper's refresh tokens (every device) and clears the cookie. */
export async function DELETE(request: NextRequest) {
  if (!isSameOriginRequest(request)) return refuse(403, 'forbidden-origin')
  await endSession(request.cookies.get(SESSION_COOKIE)?.value)
  const response = NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0))
  return response
}

function logReleaseFailure(error: unknown): number {
  // Signing in must not fail for it: the order's page tries again.
  console.error('[session] could not release held receipts', error)
  return 0
}
