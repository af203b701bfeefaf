import 'server-only'
import type { DecodedIdToken } from './session'

/**
 * Session cookies this server verified lately, for page views only (standingMaxAgeMs > 0 in
 * lib/auth/session.ts). Verifying is cheap against real Firebase (a signature check with cached keys), but
 * firebase-admin pointed at the Auth emulator asks the emulator about the account on every verification
 * (`checkRevoked || isEmulator` in its base-auth.js): one Auth round trip per page view that production does
 * not make, which under a crowd costs more than the rest of the request. Remembering a good verdict for as
 * long as the account's standing may be remembered (PAGE_VIEW_STANDING_MS) takes nothing away: the cookie's
 * expiry is still checked on every use, and the standing (revocation, a disabled account) is still decided
 * per request from lib/auth/account-standing.ts. Changes, orders and the account page never use this.
 */
const MAX_COOKIES = 5_000
const KEY = Symbol.for('fatin.verifiedCookies')

type Entry = { decoded: DecodedIdToken; verifiedAt: number }

// On globalThis for the same reason as the account records: one map per process, not one per bundle.
const verified: Map<string, Entry> = ((globalThis as { [KEY]?: Map<string, Entry> })[KEY] ??= new Map())

/** The claims of `cookie` if this server verified it within `maxAgeMs` and it has not expired since. */
export function recentlyVerified(cookie: string, maxAgeMs: number, now = Date.now()): DecodedIdToken | null {
  const entry = verified.get(cookie)
  if (!entry) return null
  if (now - entry.verifiedAt > maxAgeMs || entry.decoded.exp * 1000 <= now) {
    verified.delete(cookie)
    return null
  }
  return entry.decoded
}

/** Remembers a cookie firebase-admin has just verified. */
export function rememberVerified(cookie: string, decoded: DecodedIdToken, now = Date.now()) {
  verified.delete(cookie)
  verified.set(cookie, { decoded, verifiedAt: now })
  if (verified.size > MAX_COOKIES) verified.delete(verified.keys().next().value!)
}

/** Forgets every cookie of an account: after a sign-out everywhere, so its cookies are verified afresh. */
export function forgetVerified(uid: string) {
  for (const [cookie, entry] of verified) if (entry.decoded.uid === uid) verified.delete(cookie)
}
