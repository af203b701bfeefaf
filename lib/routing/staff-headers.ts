import { isStaffPath } from '@/lib/auth/gate'
import { withPrivateUnindexedHeaders } from '@/lib/http/private-unindexed'

/**
 * The back office is never cached anywhere (it shows every shopper's orders, and a stale page would offer
 * steps already taken) and never indexed, even if a link to it leaks: the headers cover every response
 * under /staff, the packing slip and the gate's redirects and 404s included.
 */
export function withStaffHeaders<R extends { headers: Headers }>(pathname: string, response: R): R {
  return isStaffPath(pathname) ? withPrivateUnindexedHeaders(response) : response
}
