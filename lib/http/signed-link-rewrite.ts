import { NextResponse } from 'next/server'
import { internalPath } from '@/lib/i18n/locale-routing'
import type { Locale } from '@/lib/i18n/locales'
import { decodePathSegment } from './decode-path-segment'
import { withPrivateUnindexedHeaders } from './private-unindexed'

/**
 * For proxy.ts: a link the shop mailed (confirm an order, a subscription or a stock alert; unsubscribe) is
 * about one person at one moment, so every answer is private and unindexed. One whose token the shop signed
 * (`genuine`: one HMAC, no read) goes to its own page (`pagePath`, without the language); any other goes to
 * `notValidPath`, a prerendered page that calls notFound(), with a real 404 status, which the token's page,
 * rendered per request and streamed, could not set.
 */
export function signedLinkRewrite(
  url: URL,
  locale: Locale,
  { genuine, pagePath, notValidPath }: { genuine: boolean; pagePath: string; notValidPath: string },
): NextResponse {
  const target = new URL(url)
  target.pathname = internalPath(locale, genuine ? pagePath : notValidPath)
  return withPrivateUnindexedHeaders(NextResponse.rewrite(target, genuine ? undefined : { status: 404 }))
}

type TokenCheck = { ok: true } | { ok: false; reason: 'expired' | 'malformed' | 'forged' }

/** A mailed link whose token is the last segment of its path, such as /newsletter/confirm/{token}. */
export type TokenLinkPage = {
  /** The token as written in `path` (still %-encoded), or null when `path` is not this link's page. */
  encodedToken(path: string): string | null
  /**
   * For proxy.ts, `path` being this link's page without the language: a genuine token (an expired one too,
   * whose page says how to ask again) goes to its page, any other to `{prefix}/not-valid` with a 404.
   */
  response(url: URL, locale: Locale, path: string, secret: string): NextResponse
}

export function tokenLinkPage(
  prefix: string,
  verify: (secret: string, token: string, now: Date) => TokenCheck,
): TokenLinkPage {
  const page = new RegExp(`^${prefix.replaceAll('/', '\\/')}\\/([^/]+)\\/?$`)
  const encodedToken = (path: string) => page.exec(path)?.[1] ?? null
  return {
    encodedToken,
    response(url, locale, path, secret) {
      const check = verify(secret, decodePathSegment(encodedToken(path) ?? ''), new Date())
      const genuine = check.ok || check.reason === 'expired'
      return signedLinkRewrite(url, locale, { genuine, pagePath: path, notValidPath: `${prefix}/not-valid` })
    },
  }
}
