import 'server-only'
import { connection } from 'next/server'
import { getPageViewSession, getSession } from '@/lib/auth/session'

/**
 * The signed-in shopper's uid from the verified session cookie (once per request), or null for a guest.
 * The only source of a uid for cart, wishlist and order code: never a value sent by the browser.
 *
 * `connection()` first: verifying a session reads the clock, which Cache Components only allows once the
 * render is known to be for a real request (with runtime prefetching, cookies alone are not enough).
 */
export async function currentUid(): Promise<string | null> {
  await connection()
  return (await getSession())?.uid ?? null
}

/**
 * currentUid for rendering the shopper's own bag, wishlist or checkout form: the session's standing may come
 * from an Auth record this server read a few seconds ago (lib/auth/account-standing.ts). Never for a change
 * or an order: those take currentUid.
 */
export async function pageViewUid(): Promise<string | null> {
  await connection()
  return (await getPageViewSession())?.uid ?? null
}
