/** Where a signed-out visitor was going, carried through sign-in as `?next=`. */
export const RETURN_PARAM = 'next'

const AUTH_SCREENS = ['/signin', '/signup', '/forgot-password']

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

/**
 * The path to go to after sign-in, or the fallback when `next` is not a same-site relative path.
 *
 * `?next=` comes from the URL, so anyone can craft it: without this check a link to
 * /signin?next=//evil.example would send a freshly signed-in shopper to another site (an open redirect).
 * Browsers read '//host' and '/\host' as other hosts, and every layer between the query string and the
 * address bar can produce one from something that looked local: URL parsing resolves '/.//host' and
 * '/%2e%2e//host' to '//host', a later decode turns '/%2F%2Fhost' into '//host', NFKC folds a fullwidth
 * solidus into '/', and tabs and newlines vanish. So the path is judged after each of those: as given, as
 * the URL parser normalises it, and after every round of percent-decoding (plus NFKC) until it stops
 * changing. Each form must be a single '/' followed by neither '/' nor '\' nor a look-alike, with no
 * control characters or backslashes anywhere, and must stay on our own origin. What passes is returned in
 * its normalised form, so what the router navigates to is exactly what was judged.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return fallback
  if (!isPlainLocalPath(next)) return fallback
  const normalised = parseLocal(next)
  if (!normalised) return fallback
  const returnPath = `${normalised.pathname}${normalised.search}${normalised.hash}`
  if (!isPlainLocalPath(returnPath)) return fallback

  // What a router, a proxy or a second decode would make of the path.
  let layer = normalised.pathname
  for (let round = 0; ; round += 1) {
    const decoded = decodeLeniently(layer)
    if (decoded.includes(INVALID_UTF8)) return fallback
    if (!staysLocal(decoded) || !staysLocal(decoded.normalize('NFKC'))) return fallback
    if (decoded === layer) break
    if (round === MAX_DECODE_ROUNDS) return fallback
    layer = decoded
  }

  // Going back to a sign-in screen after signing in would be a loop.
  const screen = parseLocal(layer)?.pathname ?? layer
  if (AUTH_SCREENS.some((auth) => screen === auth || screen.startsWith(`${auth}/`))) return fallback
  return returnPath
}

/** '/signin?next=%2Faccount' for a page that needs a signed-in shopper. */
export function signInPathFor(returnTo: string): string {
  const next = safeReturnPath(returnTo, '')
  return next && next !== '/' ? `/signin?${RETURN_PARAM}=${encodeURIComponent(next)}` : '/signin'
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

/** A decoded form is plain and still plain after the URL parser resolves its dot segments. */
function staysLocal(value: string): boolean {
  if (!isPlainLocalPath(value)) return false
  const url = parseLocal(value)
  return url !== null && isPlainLocalPath(url.pathname)
}
