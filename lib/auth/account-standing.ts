import 'server-only'
import { PERSONAL_CACHE_MS, personalShelf } from '@/lib/cache/personal-cache'
import { adminAuth } from '@/lib/firebase/admin'
import { authCall } from '@/lib/firebase/calls'

type UserRecord = Awaited<ReturnType<ReturnType<typeof adminAuth>['getUser']>>

/**
 * How old an account's Auth record may be when a page view (the bag, the wishlist, the checkout form, the
 * header's /api/shopper) decides whether a session still stands and shows the shopper's name: the personal
 * cache's lifetime (lib/cache/personal-cache.ts), for a record read with the browser's current data stamp.
 * Anything that changes data (server actions), shows an order or the account, or signs in asks Auth again
 * (maxAgeMs 0), so a revoked session can never act or read an order; another browser of a revoked account may
 * still see its own bag for up to this long on a server that read the record just before the revocation.
 */
export const PAGE_VIEW_STANDING_MS = PERSONAL_CACHE_MS

// A promise, so that concurrent requests for the same account share one read.
const accounts = personalShelf<Promise<UserRecord>>('account')

/**
 * The account's Auth record, read at most `maxAgeMs` ago on this server for a request carrying the data stamp
 * `stamp` (0: read now). A name change gives the browser a new stamp, so its next request, on any server,
 * reads the record afresh. Rejects as Auth does (auth/user-not-found for a deleted account).
 */
export function readAccount(
  uid: string,
  { maxAgeMs, stamp, now = Date.now() }: { maxAgeMs: number; stamp: string; now?: number },
): Promise<UserRecord> {
  const known = maxAgeMs > 0 ? accounts.recall(uid, stamp, maxAgeMs, now) : undefined
  if (known) return known
  const record = authCall('read user', () => adminAuth().getUser(uid))
  accounts.remember(uid, stamp, record, now)
  // A failed read is not remembered: the next request asks again.
  record.catch(() => accounts.forget(uid, record))
  return record
}

/** Drops what this server remembers of an account: after a sign-out everywhere. */
export function forgetAccount(uid: string) {
  accounts.forget(uid)
}

/**
 * firebase-admin's revocation rule (verifySessionCookie with checkRevoked): a disabled account, or a session
 * signed in (auth_time, in seconds) before the account's tokens were last revoked.
 */
export function sessionRevoked(authTimeSeconds: number, record: UserRecord): boolean {
  if (record.disabled) return true
  if (!record.tokensValidAfterTime) return false
  const validSinceSeconds = new Date(record.tokensValidAfterTime).getTime() / 1000
  return authTimeSeconds < validSinceSeconds
}
