import { NextResponse } from 'next/server'
import type { Locale } from '@/lib/i18n/locales'

/** app/[lang]/[...missing] serves the 404 screen at /{lang}/not-found. */
export const NOT_FOUND_SEGMENT = 'not-found'

/**
 * The shop's 404 screen, in the page's language, with a real 404 status: a rewrite to a path no route
 * serves, prerendered by app/[lang]/[...missing].
 */
export function notFoundRewrite(url: URL, locale: Locale, headers?: Record<string, string>): NextResponse {
  return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_SEGMENT}`, url), { status: 404, headers })
}
