import { safeReturnPath } from '@/lib/auth/return-path'
import { localePath, splitLocalePath } from './locale-path'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * Where the language switch (GET /api/language?to=ur&path=/clothing/abayas) sends the shopper: the same page
 * in the chosen language. `path` comes from the URL, so it is checked like a sign-in return path (never
 * another site); a sign-in screen, which that check refuses, keeps its own path. Anything unusable sends the
 * shopper to the home page of the chosen language.
 */
export function languageSwitchTarget(
  to: string | null,
  path: string | null,
): { locale: Locale; href: string } {
  const locale = isLocale(to) ? to : DEFAULT_LOCALE
  const raw = path ?? '/'
  const local = safeReturnPath(raw, '') || (AUTH_SCREEN.test(raw) && !raw.startsWith('//') ? raw : '/')
  const [pathname = '/', query = ''] = local.split(/(?=[?#])/, 2)
  return { locale, href: localePath(locale, splitLocalePath(pathname).path) + query }
}

const AUTH_SCREEN = /^\/(?:ur\/)?(?:signin|signup|forgot-password)(?:[?#]|$)/
