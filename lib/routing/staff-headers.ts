import { isStaffPath } from '@/lib/auth/gate'

/**
 * The back office is never cached anywhere (it shows every shopper's orders, and a stale page would offer
 * steps already taken) and never indexed, even if a link to it leaks: the header covers every response
 * under /staff, the packing slip and the gate's redirects and 404s included, which robots metadata alone
 * would not.
 */
export const STAFF_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
]

export function withStaffHeaders<R extends { headers: Headers }>(pathname: string, response: R): R {
  if (isStaffPath(pathname)) for (const [name, value] of STAFF_HEADERS) response.headers.set(name, value)
  return response
}
