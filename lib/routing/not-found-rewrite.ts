import { NextResponse } from 'next/server'
import type { Locale } from '@/lib/i18n/locales'

/**
 * app/[lang]/[...missing] serves the 404 screen at /{lang}/not-found, prerendered with the 404 status as the
 * empty document Next's scripts draw notFound()'s screen in; and at /{lang}/not-found-page as a whole page,
 * whose HTML lib/routing/not-found-document.ts serves a browser's page load. Neither is an address of its
 * own: the proxy answers both with a 404 like any path that names nothing.
 */
export const NOT_FOUND_SEGMENT = 'not-found'
export const NOT_FOUND_PAGE_SEGMENT = 'not-found-page'

/**
 * The shop's 404 screen, in the page's language, with a real 404 status: a rewrite to a path no route
 * serves, prerendered by app/[lang]/[...missing].
 */
export function notFoundRewrite(url: URL, locale: Locale, headers?: Record<string, string>): NextResponse {
  return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_SEGMENT}`, url), { status: 404, headers })
}
