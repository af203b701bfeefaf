/** Where a signed-out visitor was going, carried through sign-in as `?next=`. */
export const RETURN_PARAM = 'next'

const AUTH_SCREENS = ['/signin', '/signup', '/forgot-password']

/**
 * The path to go to after sign-in, or the fallback when `next` is not a same-site relative path.
 *
 * `?next=` comes from the URL, so anyone can craft it: without this check a link to
 * /signin?next=//evil.example would send a freshly signed-in shopper to another site (an open redirect).
 * Browsers read '//host' and '/\host' as other hosts, and control characters can hide either, so only a single
 * leading slash followed by a non-slash, non-backslash character passes, and the parsed result must stay on
 * our own origin.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback
  const base = 'http://same-site.invalid'
  let url: URL
  try {
    url = new URL(next, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  // Going back to a sign-in screen after signing in would be a loop.
  if (AUTH_SCREENS.some((screen) => url.pathname === screen || url.pathname.startsWith(`${screen}/`))) {
    return fallback
  }
  return `${url.pathname}${url.search}${url.hash}`
}

/** '/signin?next=%2Faccount' for a page that needs a signed-in shopper. */
export function signInPathFor(returnTo: string): string {
  const next = safeReturnPath(returnTo, '')
  return next && next !== '/' ? `/signin?${RETURN_PARAM}=${encodeURIComponent(next)}` : '/signin'
}
