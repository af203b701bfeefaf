import type { NextRequest } from 'next/server'
import { sameSiteRedirect } from '@/lib/http/same-site-redirect'
import { LANGUAGE_COOKIE, languageCookieOptions } from '@/lib/i18n/language-cookie'
import { languageSwitchTarget } from '@/lib/i18n/language-switch-target'
import { localePath } from '@/lib/i18n/locale-path'

/**
 * The language switch in the header and the mobile menu: remembers the choice (lib/i18n/language-cookie.ts,
 * which proxy.ts honours on later visits) and opens the same page in that language. A plain link, so it works
 * before the page's JavaScript has loaded.
 */
export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const { locale, href } = languageSwitchTarget(params.get('to'), params.get('path'))
  const response = sameSiteRedirect(href, 303, { fallback: localePath(locale, '/') })
  response.cookies.set(LANGUAGE_COOKIE, locale, languageCookieOptions)
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
