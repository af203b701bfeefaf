import 'server-only'
import { personalShelf } from '@/lib/cache/personal-cache'
import { serverEnv } from '@/lib/env'
import type { DecodedIdToken } from './session'

/**
 * Session cookies this server verified lately, kept only against the Auth emulator, for page views only
 * (standingMaxAgeMs > 0 in lib/auth/session.ts). Against real Firebase, firebase-admin verifies a session
 * cookie on this machine (a signature check with Google's public keys, which it caches), so a verdict would
 * save next to nothing: production keeps none (docs/production.md, "What each instance keeps"). Pointed at
 * the emulator, firebase-admin also asks the emulator about the account on every verification (`checkRevoked
 * || isEmulator` in its base-auth.js), a round trip production never makes; remembering the verdict there
 * keeps the emulator's figures (npm run bench) shaped like production's. The cookie's expiry is still checked
 * on every use, and its standing (revocation, a disabled account) is decided per request by
 * lib/auth/account-standing.ts.
 */
const verdicts = personalShelf<DecodedIdToken>('verdict')

const keepsVerdicts = () => serverEnv().mode === 'emulator'

/** The claims of `cookie` if this server verified it within `maxAgeMs` and it has not expired since. */
export function recentlyVerified(cookie: string, maxAgeMs: number, now = Date.now()): DecodedIdToken | null {
  if (!keepsVerdicts()) return null
  const decoded = verdicts.recall(cookie, '', maxAgeMs, now)
  if (!decoded) return null
  if (decoded.exp * 1000 <= now) {
    verdicts.forget(cookie)
    return null
  }
  return decoded
}

/** Remembers a cookie firebase-admin has just verified (against the emulator only). */
export function rememberVerified(cookie: string, decoded: DecodedIdToken, now = Date.now()) {
  if (keepsVerdicts()) verdicts.remember(cookie, '', decoded, now)
}
