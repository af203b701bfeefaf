import 'server-only'
import { randomBytes } from 'node:crypto'
import { cookies } from 'next/headers'
import { forgetShopper } from '@/lib/cache/personal-cache'
import { guestCookieOptions } from './guest-cookies'

/**
 * `fatin_stamp`: a random value that changes whenever this browser changes the signed-in shopper's bag,
 * wishlist, profile or name, so a server that remembers her personal data (lib/cache/personal-cache.ts: the
 * Auth record and the documents, each for the stamp it was read with) knows, even if another server made
 * the change, that what it remembers is older than what the browser has seen. It carries nothing else;
 * httpOnly like the guest cookies.
 */
export const DATA_STAMP_COOKIE = 'fatin_stamp'

/** The stamp this request carries ('' before the browser has changed anything). */
export async function requestDataStamp(): Promise<string> {
  return (await cookies()).get(DATA_STAMP_COOKIE)?.value ?? ''
}

/**
 * After a change to the shopper's data: the browser gets a new stamp, so no server uses what it read before.
 * Only where cookies can be set (server actions, route handlers), which is where every change is made.
 */
export async function stampAccountChange(uid: string): Promise<void> {
  forgetShopper(uid)
  ;(await cookies()).set(DATA_STAMP_COOKIE, randomBytes(12).toString('base64url'), guestCookieOptions())
}
