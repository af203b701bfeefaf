import 'server-only'
import { adminAuth } from '@/lib/firebase/admin'
import { authCall } from '@/lib/firebase/calls'

type UserRecord = Awaited<ReturnType<ReturnType<typeof adminAuth>['getUser']>>

/**
 * How old an account's Auth record may be when a page view (the bag, the wishlist, the checkout form, the
 * header's /api/shopper) decides whether a session still stands. firebase-admin's own revocation check asks
 * Auth on every request: under a crowd that was one Auth round trip per page view. Anything that changes
 * data (server actions), shows an order or the account, or signs in asks Auth again (maxAgeMs 0), so a
 * revoked session can never act or read an order; it may still see its own bag for up to this long on a
 * server that read the record just before the revocation (docs/production.md, "Running at scale").
 */
export const PAGE_VIEW_STANDING_MS = 30_000

/** Accounts remembered per server process: enough for a crowd, bounded so memory stays flat. */
const MAX_ACCOUNTS = 5_000
const KEY = Symbol.for('fatin.accountStanding')

type Entry = { record: Promise<UserRecord>; readAt: number }

/**
 * One map per server process, on globalThis: Next bundles route handlers, pages and server actions apart, and
 * a module-level map could exist once per bundle, so a name change forgotten by the action would still be
 * remembered by /api/shopper.
 */
const accounts: Map<string, Entry> = ((globalThis as { [KEY]?: Map<string, Entry> })[KEY] ??= new Map())

/**
 * The account's Auth record, read at most `maxAgeMs` ago on this server (0: read now). Concurrent requests
 * for the same account share one read. Rejects as Auth does (auth/user-not-found for a deleted account).
 */
export function readAccount(uid: string, { maxAgeMs, now = Date.now() }: { maxAgeMs: number; now?: number }) {
  const known = accounts.get(uid)
  if (known && maxAgeMs > 0 && now - known.readAt <= maxAgeMs) return known.record
  const record = authCall('read user', () => adminAuth().getUser(uid))
  const entry = { record, readAt: now }
  accounts.delete(uid)
  accounts.set(uid, entry)
  if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value!)
  // A failed read is not remembered: the next request asks again.
  record.catch(() => {
    if (accounts.get(uid) === entry) accounts.delete(uid)
  })
  return record
}

/** Drops what this server remembers of an account: after a sign-out everywhere or a profile change. */
export function forgetAccount(uid: string) {
  accounts.delete(uid)
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
