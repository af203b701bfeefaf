import 'server-only'
import { randomBytes } from 'node:crypto'
import { cookies } from 'next/headers'
import { guestCookieOptions } from './guest-cookies'
import { forgetAccountDocs } from './account-docs-cache'

/**
 * `fatin_stamp`: a random value that changes whenever this browser changes the signed-in shopper's bag,
 * wishlist or profile, so a server that remembers the shopper's documents (lib/shopper/account-docs-cache.ts)
 * knows, even if another server made the change, that what it remembers is older than what the browser has
 * seen. It carries nothing else; httpOnly like the guest cookies.
 */
export const DATA_STAMP_COOKIE = 'fatin_stamp'

/** The stamp this request carries ('' before the browser has changed anything). */
export async function requestDataStamp(): Promise<string> {
  return (await cookies()).get(DATA_STAMP_COOKIE)?.value ?? ''
}

/**
 * After a change to the shopper's documents: this server forgets them, and the browser gets a new stamp.
 * Only where cookies can be set (server actions, route handlers), which is where every change is made.
 */
export async function stampAccountChange(uid: string): Promise<void> {
  forgetAccountDocs(uid)
  ;(await cookies()).set(DATA_STAMP_COOKIE, randomBytes(12).toString('base64url'), guestCookieOptions())
}
