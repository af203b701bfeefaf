import { NextResponse } from 'next/server'
import { internalPath } from '@/lib/i18n/locale-routing'
import type { Locale } from '@/lib/i18n/locales'
import { CONFIRM_ANSWER_PAGES, NOT_VALID_PATH } from './confirm-answer-pages'
import { verifyConfirmToken } from './confirm-token'
import { decodePathSegment } from '@/lib/http/decode-path-segment'

/** The link page's language, for the no-JavaScript form's route handler (app/api/orders/confirm/[token]). */
export const CONFIRM_LOCALE_HEADER = 'x-fatin-confirm-locale'

const CONFIRM_PAGE = /^\/orders\/confirm\/([^/]+)\/?$/

/**
 * Never cached (each answer is about one order, at one moment) and never indexed, even if a link leaks:
 * headers on every response for the path, which robots metadata alone would not give a 404.
 */
const CONFIRM_LINK_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
]

export function isConfirmLinkPath(pathname: string): boolean {
  return CONFIRM_PAGE.test(pathname)
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
 * is not valid" page with a real 404 status instead (the token's page itself would answer with a 200); an expired one is genuine and gets its page, offering the lookup. Checking the signature is one HMAC: no Firestore read.
 */
export function confirmLinkResponse(
  request: Pick<Request, 'method' | 'headers'>,
  url: URL,
  locale: Locale,
  path: string,
  secret: string,
): NextResponse {
  const encoded = CONFIRM_PAGE.exec(path)?.[1] ?? ''
  // The page's form sent without JavaScript: a plain POST (a server action carries Next-Action), answered by
  // a route handler that redirects to the answer's prerendered page.
  if (request.method === 'POST' && !request.headers.has('next-action')) {
    // The page's language travels as a request header: a rewrite keeps the original query, not its own.
    const headers = new Headers(request.headers)
    headers.set(CONFIRM_LOCALE_HEADER, locale)
    const handler = new URL(`/api/orders/confirm/${encoded}`, url)
    return withHeaders(NextResponse.rewrite(handler, { request: { headers } }))
  }
  const check = verifyConfirmToken(secret, decodePathSegment(encoded), new Date())
  const genuine = check.ok || check.reason === 'expired'
  const target = new URL(url)
  target.pathname = internalPath(locale, genuine ? path : NOT_VALID_PATH)
  return withHeaders(NextResponse.rewrite(target, genuine ? undefined : { status: 404 }))
}

function withHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of CONFIRM_LINK_HEADERS) response.headers.set(name, value)
  return response
}
