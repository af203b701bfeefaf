import { NextResponse } from 'next/server'
import { withPrivateUnindexedHeaders } from '@/lib/http/private-unindexed'
import { tokenLinkPage } from '@/lib/http/signed-link-rewrite'
import type { Locale } from '@/lib/i18n/locales'
import { CONFIRM_ANSWER_PAGES } from './confirm-answer-pages'
import { verifyConfirmToken } from './confirm-token'

/** The link page's language, for the no-JavaScript form's route handler (app/api/orders/confirm/[token]). */
export const CONFIRM_LOCALE_HEADER = 'x-fatin-confirm-locale'

/** Its not-valid page is NOT_VALID_PATH (./confirm-answer-pages.ts). */
const confirmLink = tokenLinkPage('/orders/confirm', verifyConfirmToken)

export function isConfirmLinkPath(pathname: string): boolean {
  return confirmLink.encodedToken(pathname) !== null
}

const ANSWER_PAGE = /^\/orders\/confirm\/answer\/([^/]+)\/?$/

/**
 * /orders/confirm/answer/{answer} for an answer there is no page for: proxy.ts answers it with the 404
 * screen (the page would call notFound() too late to change a streamed response's status).
 */
export function isUnknownConfirmAnswer(pathname: string): boolean {
  const answer = ANSWER_PAGE.exec(pathname)?.[1]
  return answer !== undefined && !(CONFIRM_ANSWER_PAGES as readonly string[]).includes(answer)
}

/**
 * For proxy.ts: /orders/confirm/{token} (`path` without the language) goes to its page, which says what the
 * link can do. A token the shop did not sign (malformed, cut short or forged) gets the prerendered "This link
 * is not valid" page with a real 404 status instead (lib/http/signed-link-rewrite.ts); an expired one is
 * genuine and gets its page, offering the lookup. Checking the signature is one HMAC: no Firestore read.
 */
export function confirmLinkResponse(
  request: Pick<Request, 'method' | 'headers'>,
  url: URL,
  locale: Locale,
  path: string,
  secret: string,
): NextResponse {
  // The page's form sent without JavaScript: a plain POST (a server action carries Next-Action), answered by
  // a route handler that redirects to the answer's prerendered page.
  if (request.method === 'POST' && !request.headers.has('next-action')) {
    // The page's language travels as a request header: a rewrite keeps the original query, not its own.
    const headers = new Headers(request.headers)
    headers.set(CONFIRM_LOCALE_HEADER, locale)
    const handler = new URL(`/api/orders/confirm/${confirmLink.encodedToken(path) ?? ''}`, url)
    return withPrivateUnindexedHeaders(NextResponse.rewrite(handler, { request: { headers } }))
  }
  return confirmLink.response(url, locale, path, secret)
}
