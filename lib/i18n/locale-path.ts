import { sameSitePath } from '@/lib/security/same-site-path'
import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * '/clothing/abayas' in a language: unchanged in English, '/ur/clothing/abayas' in Urdu ('/' becomes '/ur').
 * Only site paths ('/...') are changed; anything else (a full URL, '#top') is returned as it is.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path
  if (path === '/') return `/${locale}`
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`
  return `/${locale}${path}`
}

/** Where the browser's path points: its language, and the path without the language ('/ur/sale' → '/sale'). */
export function splitLocalePath(pathname: string): {
  locale: Locale
  path: string
  explicitDefault: boolean
} {
  const match = /^\/(en|ur)(?=\/|$)(.*)$/.exec(pathname)
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/', explicitDefault: false }
  const locale = match[1] as Locale
  const path = match[2] || '/'
  return { locale, path, explicitDefault: locale === DEFAULT_LOCALE }
}

/**
 * The same page in another language: '/ur/sale?x=1' → '/sale?x=1'. The result is judged as a redirect
 * target (lib/security/same-site-path.ts) after the language is swapped: '/ur//evil.example' loses its
 * prefix here and would otherwise become '//evil.example'. Anything that could leave the site is that
 * language's home page.
 */
export function switchLocalePath(pathWithQuery: string, to: Locale): string {
  const [pathname, ...rest] = pathWithQuery.split(/(?=[?#])/)
  const switched = localePath(to, splitLocalePath(pathname ?? '/').path) + rest.join('')
  return sameSitePath(switched, localePath(to, '/'))
}
