import { NextResponse } from 'next/server'
import { internalPath } from '@/lib/i18n/locale-routing'
import type { Locale } from '@/lib/i18n/locales'
import { verifyUnsubscribeToken } from './unsubscribe-token'

const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe'
export const UNSUBSCRIBE_NOT_VALID_PATH = '/newsletter/unsubscribe/not-valid'

/** Never cached (each answer is about one subscription, at one moment) and never indexed, even if a link leaks. */
const UNSUBSCRIBE_LINK_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
]

export function isUnsubscribeLinkPath(pathname: string): boolean {
  return pathname === UNSUBSCRIBE_PAGE || pathname === `${UNSUBSCRIBE_PAGE}/`
}

/**
 * For proxy.ts: /newsletter/unsubscribe?token=… (`url` without the language) goes to its page, whose button
 * unsubscribes. A token the shop did not sign gets the prerendered "This unsubscribe link is not valid" page
 * with a real 404 status instead (the token's page itself would answer with a 200). One HMAC, no read.
 */
export function unsubscribeLinkResponse(url: URL, locale: Locale, secret: string): NextResponse {
  const genuine = verifyUnsubscribeToken(secret, url.searchParams.get('token') ?? '').ok
  const target = new URL(url)
  target.pathname = internalPath(locale, genuine ? UNSUBSCRIBE_PAGE : UNSUBSCRIBE_NOT_VALID_PATH)
  const response = NextResponse.rewrite(target, genuine ? undefined : { status: 404 })
  for (const [name, value] of UNSUBSCRIBE_LINK_HEADERS) response.headers.set(name, value)
  return response
}
