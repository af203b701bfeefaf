import { languageCookieValue } from './language-cookie'
import { localePath, splitLocalePath } from './locale-path'
import type { Locale } from './locales'

/**
 * Paths that are not pages: the API, campaign short links (app/l/[code]), the shop's logo file (app/logo.png),
 * the search index, the service worker (public/sw.js) and Next's own.
 */
const LANGUAGE_FREE = /^\/(?:api|l|_next|_not-found|logo\.png|search-index\.json|sw\.js)(?:\/|$)/
/**
 * The back office is in English only: a remembered Urdu choice does not send staff to /ur/staff, and
 * /ur/staff itself (typed, or the header's language switch on a back-office page) opens the English page,
 * which would otherwise be English words laid out right to left.
 */
const ENGLISH_ONLY = /^\/staff(?:\/|$)/

export type LocaleRoute =
  /** '/en/...' is never a shop URL: English has no prefix. */
  | { kind: 'redirect'; to: string }
  /** Serve `path` (without the language) in `locale`, from app/[lang]. */
  | { kind: 'page'; locale: Locale; path: string }
  /** Not a page of either language. */
  | { kind: 'pass' }

type Request = {
  method: string
  pathname: string
  search: string
  languageCookie?: string
  navigation: boolean
}

/**
 * How proxy.ts treats a request's language. An English URL is served from app/en/..., an Urdu one
 * (/ur/...) from app/ur/...; '/en/x' redirects to '/x'. A page navigation in the language other than the
 * one the shopper chose (the language cookie) goes to the same page in the chosen one, so a remembered
 * choice holds wherever a shared link lands. Only top-level page loads are redirected: never a prefetch, a
 * form post or a fetch, which must answer for the URL they asked for.
 */
export function routeLocale({ method, pathname, search, languageCookie, navigation }: Request): LocaleRoute {
  if (LANGUAGE_FREE.test(pathname)) return { kind: 'pass' }
  const { locale, path, explicitDefault } = splitLocalePath(pathname)
  if (explicitDefault || (locale !== 'en' && ENGLISH_ONLY.test(path))) {
    return { kind: 'redirect', to: `${path}${search}` }
  }
  const chosen = languageCookieValue(languageCookie)
  if (navigation && method === 'GET' && chosen && chosen !== locale && !ENGLISH_ONLY.test(path)) {
    return { kind: 'redirect', to: `${localePath(chosen, path)}${search}` }
  }
  return { kind: 'page', locale, path }
}

/** The internal path app/[lang] serves: '/sale' in Urdu is '/ur/sale', '/' in English is '/en'. */
export function internalPath(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
