import { NextResponse, type NextRequest } from 'next/server'
import { sameSiteRedirect } from '@/lib/http/same-site-redirect'
import { PAGE_VIEW_STANDING_MS } from '@/lib/auth/account-standing'
import { checkSessionCookie, type SessionCheck, type SessionCheckOptions } from '@/lib/auth/session'
import { DATA_STAMP_COOKIE } from '@/lib/shopper/account-data-stamp'
import { signInPathFor } from '@/lib/auth/return-path'
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/session-cookie'
import { hasStaffClaim } from '@/lib/auth/staff-claim'
import { isServiceUnavailable } from '@/lib/firebase/service-unavailable'
import { isOrderOwnedBy, isProvenGuestOrder } from '@/lib/orders/access/order-owner'
import { ORDER_PROOF_COOKIE } from '@/lib/orders/proof/order-proof'
import { localePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'
import { notFoundRewrite } from '@/lib/routing/not-found-rewrite'

/**
 * Pages that act for a shopper, and the back office: a signed-out visitor is sent to sign in first. /checkout
 * is not among them (guests check out too), nor is the guest order lookup, nor the "Confirm my order" link
 * from the order e-mail, /orders/confirm/{token}: its signed token is the proof, and it must work in the
 * phone's mail app's browser, where nobody is signed in (lib/orders/confirmation/confirm-token.ts); nor its
 * answers' prerendered pages, /orders/confirm/answer/{answer}, which hold nothing personal.
 */
const GATED = [/^\/account(?:\/.*)?$/, /^\/orders\/.+$/, /^\/staff(?:\/.*)?$/]
const OPEN = [/^\/orders\/lookup\/?$/, /^\/orders\/confirm\/(?:answer\/)?[^/]+\/?$/]

const ACCOUNT_SHELL = /^\/account\/?$/

const STAFF_AREA = /^\/staff(?:\/.*)?$/

export function isStaffPath(pathname: string): boolean {
  return STAFF_AREA.test(pathname)
}

const ORDER_PAGE = /^\/orders\/([^/]+)\/?$/

export function isGatedPath(pathname: string): boolean {
  return !OPEN.some((pattern) => pattern.test(pathname)) && GATED.some((pattern) => pattern.test(pathname))
}

export type GateChecks = {
  checkSession: (cookie: string | undefined, options?: SessionCheckOptions) => Promise<SessionCheck>
  ownsOrder: (uid: string, orderId: string) => Promise<boolean>
  /** Whether the order is a guest's and the signed proof cookie (lib/orders/proof/order-proof.ts) lists it. */
  provesGuestOrder: (orderId: string, proofCookie: string | undefined) => Promise<boolean>
}

const firebaseChecks: GateChecks = {
  checkSession: checkSessionCookie,
  ownsOrder: isOrderOwnedBy,
  provesGuestOrder: isProvenGuestOrder,
}

/** The order id in /orders/{id}, decoded; null for any other path or an id that cannot be decoded. */
function orderIdOf(pathname: string): string | null {
  const encoded = ORDER_PAGE.exec(pathname)?.[1]
  if (encoded === undefined) return null
  try {
    return decodeURIComponent(encoded)
  } catch {
    return ''
  }
}

/**
 * For proxy.ts: null to let the request through, a redirect to /signin?next=<where they were going>, or the
 * 404 screen. The cookie is verified with firebase-admin here (proxy runs on Node.js in Next 16), revocation
 * included, so a forged, expired or signed-out cookie is refused before any page renders; a bad cookie is
 * also cleared.
 *
 * /orders/{id} is answered with a real 404 (status and screen) unless the order is the shopper's own, whether
 * it exists or not, so order ids reveal nothing. It is decided here because the page streams its shell with
 * a 200 before it could call notFound(). A guest order (no account) opens, signed in or not, only in a
 * browser whose signed proof cookie lists it: the one that placed it or looked it up with its mobile number.
 * /staff/* is answered with the same 404 for a signed-in visitor without the staff claim, so the back office
 * does not reveal it exists.
 *
 * When Auth or Firestore cannot answer, the request goes through untouched and the cookie is kept: the page
 * checks the session again itself and, if the service is still down, shows its retry message. An outage
 * never signs anyone out, and letting the request through grants nothing, because the gate is a convenience,
 * not the only lock.
 */
export async function accountGate(
  request: NextRequest,
  page: URL,
  locale: Locale,
  checks: GateChecks = firebaseChecks,
): Promise<NextResponse | null> {
  const { pathname, search } = page
  if (!isGatedPath(pathname)) return null
  const orderId = orderIdOf(pathname)
  if (orderId && (await provenGuestOrder(request, orderId, checks))) return null
  const cookie = request.cookies.get(SESSION_COOKIE)?.value
  const session = cookie
    ? await checks.checkSession(cookie, gateStanding(pathname, request))
    : ({ status: 'invalid' } as const)
  if (session.status === 'unavailable') return null
  if (session.status === 'valid') {
    if (isStaffPath(pathname)) return hasStaffClaim(session.decoded) ? null : notFoundScreen(request, locale)
    return orderGate(request, orderId, locale, session.decoded.uid, checks)
  }

  const signIn = localePath(locale, signInPathFor(localePath(locale, `${pathname}${search}`)))
  const response = sameSiteRedirect(signIn, 307, {
    base: request.nextUrl,
    fallback: localePath(locale, '/signin'),
  })
  if (cookie) response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0))
  return response
}

/**
 * How fresh the account's standing must be for the gate to let a request through. /account is a static
 * shell that shows nothing until GET /api/account, which checks the session afresh, answers: its gate may
 * use a record this server read within PAGE_VIEW_STANDING_MS. Order pages and the back office render what
 * they show on the server, so their gate checks afresh.
 */
function gateStanding(pathname: string, request: NextRequest): SessionCheckOptions {
  if (!ACCOUNT_SHELL.test(pathname)) return {}
  return {
    standingMaxAgeMs: PAGE_VIEW_STANDING_MS,
    stamp: request.cookies.get(DATA_STAMP_COOKIE)?.value ?? '',
  }
}

async function provenGuestOrder(request: NextRequest, orderId: string, checks: GateChecks) {
  const proof = request.cookies.get(ORDER_PROOF_COOKIE)?.value
  if (!proof) return false
  try {
    return await checks.provesGuestOrder(orderId, proof)
  } catch (error) {
    // Firestore cannot say: the session decides below, and the page checks the proof again itself.
    if (isServiceUnavailable(error)) return false
    throw error
  }
}

async function orderGate(
  request: NextRequest,
  orderId: string | null,
  locale: Locale,
  uid: string,
  checks: GateChecks,
): Promise<NextResponse | null> {
  if (orderId === null) return null
  try {
    if (await checks.ownsOrder(uid, orderId)) return null
  } catch (error) {
    if (isServiceUnavailable(error)) return null
    throw error
  }
  return notFoundScreen(request, locale)
}

function notFoundScreen(request: NextRequest, locale: Locale): NextResponse {
  return notFoundRewrite(request.nextUrl, locale, { 'Cache-Control': 'private, no-store' })
}
