import 'server-only'
import { randomUUID } from 'node:crypto'
import { cookies } from 'next/headers'
import type { ActionFailure } from '@/lib/forms/validated-action'
import { limit, type RateKey } from '@/lib/rate-limit/rate-limit'
import { type LimitMessage, RATE_RULES } from '@/lib/rate-limit/rules'
import { GUEST_ID_COOKIE, guestCookieOptions } from './guest-cookies'

const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Who a bag or wishlist change is counted against: the account, or for a guest a random id in an httpOnly
 * cookie, given at the guest's first change (never per address: a campus behind one address shops freely).
 * A script that throws its cookies away gets a fresh id each time, but a guest's change only rewrites the
 * guest's own cookie, so what it can cost is a stock read, like browsing; the edge limits (README) cover that.
 */
async function shopperKey(uid: string | null): Promise<RateKey> {
  return uid ? { kind: 'account', uid } : { kind: 'guest', id: await guestId() }
}

/** The guest's cookie id, given now if they have none (only in a server action, where cookies can be set). */
export async function guestId(): Promise<string> {
  const store = await cookies()
  const existing = store.get(GUEST_ID_COOKIE)?.value
  if (existing && GUEST_ID.test(existing)) return existing
  const id = randomUUID()
  store.set(GUEST_ID_COOKIE, id, guestCookieOptions())
  return id
}

/**
 * Counts one bag or wishlist change (RATE_RULES.shopperWritesPerShopper: far more than a shopper taps in a
 * minute, far fewer than a script sends). Null when it may go ahead, or the failure the action returns.
 */
export async function checkShopperWriteLimit(
  uid: string | null,
): Promise<ActionFailure<LimitMessage> | null> {
  const decision = await limit(await shopperKey(uid), RATE_RULES.shopperWritesPerShopper)
  return decision.ok ? null : { ok: false, code: 'too-many-changes' }
}
