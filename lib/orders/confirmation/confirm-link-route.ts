import { NextResponse } from 'next/server'
import { internalPath } from '@/lib/i18n/locale-routing'
import type { Locale } from '@/lib/i18n/locales'
import { verifyConfirmToken } from './confirm-token'

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

/**
 * For proxy.ts: /orders/confirm/{token} (`path` without the language) goes to its page, which says what the
 * link can do. A token the shop did not sign (malformed, cut short or forged) is answered there with a real
 * 404 status, since the page streams with a 200 before it could say so; an expired one is genuine and gets a
 * 200 page offering the lookup. Checking the signature is one HMAC: no Firestore read.
 */
export function confirmLinkResponse(url: URL, locale: Locale, path: string, secret: string): NextResponse {
  const encoded = CONFIRM_PAGE.exec(path)?.[1] ?? ''
  const check = verifyConfirmToken(secret, safeDecode(encoded), new Date())
  const genuine = check.ok || check.reason === 'expired'
  const target = new URL(url)
  target.pathname = internalPath(locale, path)
  const response = NextResponse.rewrite(target, genuine ? undefined : { status: 404 })
  for (const [name, value] of CONFIRM_LINK_HEADERS) response.headers.set(name, value)
  return response
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
