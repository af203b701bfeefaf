import { LOCALES } from '@/lib/i18n/locales'

const BASE = 'http://same-site.invalid'
const MAX_LENGTH = 2048
/** Real paths are encoded once (a '&' in a slug: %26); more layers than this are only ever an attack. */
const MAX_DECODE_ROUNDS = 3

/** C0 and C1 controls and the Unicode line separators: URL parsers drop or split on them. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** What a byte sequence that is not UTF-8 decodes to; no real path of ours contains one. */
const INVALID_UTF8 = '\ufffd'
/**
 * Characters some layer (IDNA host mapping, NFKC, a lenient router) may read as a slash or backslash:
 * fraction slash, division slash, the big solidi, small and fullwidth solidus and reverse solidus.
 */
const SLASH_LIKE = /[\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/
/** A language prefix ('/ur', '/en'), which the shop's routing strips before it looks at the rest. */
const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=[/?#]|$)`, 'i')

export type SameSitePath = {
  /** The path as the browser should be sent to it: normalised, so what is navigated to is what was judged. */
  path: string
  /** Its pathname fully percent-decoded and without a language prefix, for rules about which page it is. */
  page: string
}

/**
 * The one rule for every redirect and client navigation the shop makes to a path that came from outside
 * (a `?next=`, the language switch's `?path=`, a path rebuilt in another language): it must stay on this
 * site. Callers judge the FINAL path, after every transformation they make (adding or stripping a language,
 * joining a query), never an intermediate one: '/ur//evil.example' is harmless until its language is
 * stripped, and then it is '//evil.example'.
 *
 * Browsers read '//host' and '/\host' as other hosts, and every layer between the query string and the
 * address bar can produce one from something that looked local: URL parsing resolves '/.//host' and
 * '/%2e%2e//host' to '//host', a later decode turns '/%2F%2Fhost' into '//host', NFKC folds a fullwidth
 * solidus into '/', tabs and newlines vanish, and the shop's own routing strips '/ur' or '/en'. So the path
 * is judged after each of those: as given, as the URL parser normalises it, after every round of
 * percent-decoding (plus NFKC) until it stops changing, and each of those again without a language prefix.
 * Each form must be a single '/' followed by neither '/' nor '\' nor a look-alike, with no control
 * characters or backslashes anywhere, and must stay on our own origin.
 *
 * Returns null for anything else.
 */
export function judgeSameSitePath(value: unknown): SameSitePath | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (!staysLocal(value)) return null
  const normalised = parseLocal(value)
  if (!normalised) return null
  const path = `${normalised.pathname}${normalised.search}${normalised.hash}`
  if (!staysLocal(path)) return null

  // What a router, a proxy or a second decode would make of the path.
  let layer = normalised.pathname
  for (let round = 0; ; round += 1) {
    const decoded = decodeLeniently(layer)
    if (decoded.includes(INVALID_UTF8)) return null
    if (!staysLocal(decoded) || !staysLocal(decoded.normalize('NFKC'))) return null
    if (decoded === layer) break
    if (round === MAX_DECODE_ROUNDS) return null
    layer = decoded
  }
  const page = parseLocal(layer)?.pathname ?? layer
  return { path, page: withoutLocale(page) }
}

/** The judged path, or `fallback` when it could leave the site. */
export function sameSitePath(value: unknown, fallback: string): string {
  return judgeSameSitePath(value)?.path ?? fallback
}

/**
 * Percent-decoding the way the most forgiving decoder would: every well-formed run of escapes is decoded
 * and a stray '%' is left alone (so '/%2F%2Fevil/%zz' still reads as '//evil/%zz'). A run that is not
 * UTF-8 (an overlong '/' such as %C0%AF) becomes U+FFFD, which the caller refuses.
 */
function decodeLeniently(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return INVALID_UTF8
    }
  })
}

/** '/ur/sale' → '/sale', '/ur' → '/', '/ur?x' → '/?x', '/ur//host' → '//host'; anything else unchanged. */
function withoutLocale(value: string): string {
  const rest = value.replace(LOCALE_PREFIX, '')
  if (rest === value) return value
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** One leading '/', then anything but a (look-alike) slash or backslash; no controls, no backslashes. */
function isPlainLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.includes('\\') || CONTROL.test(value)) return false
  const second = value.charAt(1)
  return second !== '/' && !SLASH_LIKE.test(second)
}

function parseLocal(value: string): URL | null {
  try {
    const url = new URL(value, BASE)
    return url.origin === BASE ? url : null
  } catch {
    return null
  }
}

/**
 * A form is plain, still plain after the URL parser resolves its dot segments, and both again once a
 * language prefix is stripped ('/ur//host' becomes '//host' there).
 */
function staysLocal(value: string): boolean {
  for (const form of [value, withoutLocale(value)]) {
    if (!isPlainLocalPath(form)) return false
    const url = parseLocal(form)
    if (url === null || !isPlainLocalPath(url.pathname)) return false
  }
  return true
}
