import type { NextResponse } from 'next/server'
import { signedLinkRewrite } from '@/lib/http/signed-link-rewrite'
import type { Locale } from '@/lib/i18n/locales'
import { verifyUnsubscribeToken } from './unsubscribe-token'

const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe'
export const UNSUBSCRIBE_NOT_VALID_PATH = '/newsletter/unsubscribe/not-valid'

export function isUnsubscribeLinkPath(pathname: string): boolean {
  return pathname === UNSUBSCRIBE_PAGE || pathname === `${UNSUBSCRIBE_PAGE}/`
}

/**
 * For proxy.ts: /newsletter/unsubscribe?token=… (`url` without the language) goes to its page, whose button
 * unsubscribes. A token the shop did not sign gets the prerendered "This unsubscribe link is not valid" page
 * with a real 404 status instead (lib/http/signed-link-rewrite.ts).
 */
export function unsubscribeLinkResponse(url: URL, locale: Locale, secret: string): NextResponse {
  return signedLinkRewrite(url, locale, {
    genuine: verifyUnsubscribeToken(secret, url.searchParams.get('token') ?? '').ok,
    pagePath: UNSUBSCRIBE_PAGE,
    notValidPath: UNSUBSCRIBE_NOT_VALID_PATH,
  })
}
