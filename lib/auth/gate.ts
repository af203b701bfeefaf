import { NextResponse, type NextRequest } from 'next/server'
import { verifySessionCookie } from '@/lib/auth/session'
import { signInPathFor } from '@/lib/auth/return-path'
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/auth/session-cookie'

/** Pages that act for a shopper: a signed-out visitor is sent to sign in first. */
const GATED = [/^\/account(?:\/.*)?$/, /^\/checkout(?:\/.*)?$/, /^\/orders\/.+$/]

export function isGatedPath(pathname: string): boolean {
  return GATED.some((pattern) => pattern.test(pathname))
}

/**
 * For proxy.ts: null to let the request through, or a redirect to /signin?next=<where they were going>.
 * The cookie is verified with firebase-admin here (proxy runs on Node.js in Next 16), revocation included, so
 * a forged, expired or signed-out cookie is refused before any page renders; a bad cookie is also cleared.
 * The pages check the session again themselves: the gate is a convenience, not the only lock.
 */
export async function accountGate(
  request: NextRequest,
  verify: (cookie: string | undefined) => Promise<unknown> = verifySessionCookie,
): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl
  if (!isGatedPath(pathname)) return null
  const cookie = request.cookies.get(SESSION_COOKIE)?.value
  if (cookie && (await verify(cookie))) return null

  const target = new URL(signInPathFor(`${pathname}${search}`), request.nextUrl.origin)
  const response = NextResponse.redirect(target)
  if (cookie) response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0))
  return response
}
