import { judgeSameSitePath } from '@/lib/security/same-site-path'

/** Where a signed-out visitor was going, carried through sign-in as `?next=`. */
export const RETURN_PARAM = 'next'

const AUTH_SCREENS = ['/signin', '/signup', '/forgot-password']

/**
 * The path to go to after sign-in, or the fallback when `next` is not a same-site relative path.
 *
 * `?next=` comes from the URL, so anyone can craft it: without this check a link to
 * /signin?next=//evil.example would send a freshly signed-in shopper to another site (an open redirect).
 * lib/security/same-site-path.ts holds the rule; a caller that rebuilds the path afterwards (in another
 * language) must judge the result again there. Going back to a sign-in screen, in either language, after
 * signing in would be a loop, so those fall back too.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  const judged = judgeSameSitePath(next)
  if (!judged) return fallback
  const { page } = judged
  if (AUTH_SCREENS.some((auth) => page === auth || page.startsWith(`${auth}/`))) return fallback
  return judged.path
}

/** '/signin?next=%2Faccount' for a page that needs a signed-in shopper. */
export function signInPathFor(returnTo: string): string {
  const next = safeReturnPath(returnTo, '')
  return next && next !== '/' ? `/signin?${RETURN_PARAM}=${encodeURIComponent(next)}` : '/signin'
}
