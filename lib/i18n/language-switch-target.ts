import { judgeSameSitePath } from '@/lib/security/same-site-path'
import { localePath, switchLocalePath } from './locale-path'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * Where the language switch (GET /api/language?to=ur&path=/clothing/abayas) sends the shopper: the same page
 * in the chosen language. `path` comes from the URL, so it is judged like every redirect target
 * (lib/security/same-site-path.ts), once as given and once more, inside switchLocalePath, after its language
 * is swapped. Anything unusable sends the shopper to the home page of the chosen language.
 */
export function languageSwitchTarget(
  to: string | null,
  path: string | null,
): { locale: Locale; href: string } {
  const locale = isLocale(to) ? to : DEFAULT_LOCALE
  const local = judgeSameSitePath(path ?? '/')?.path
  return { locale, href: local ? switchLocalePath(local, locale) : localePath(locale, '/') }
}
