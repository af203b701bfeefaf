import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The proof that this browser may open some guest orders: the ids of the orders it placed or looked up (order
 * number and mobile), newest first, signed with a server secret (HMAC-SHA256), so a browser cannot add an id
 * it was never given. Kept in the httpOnly cookie `fatin_orders` (lib/orders/proof/order-proof-cookie.ts).
 * Value: `v1.<id>_<id>….<signature>`; order ids are UUIDs (the checkout's idempotency keys).
 */
export const ORDER_PROOF_COOKIE = 'fatin_orders'

/** Enough for every order a household places in months; the oldest drops off first. */
export const MAX_PROVEN_ORDERS = 20

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function signature(secret: string, ids: readonly string[]): string {
  return createHmac('sha256', secret)
    .update(`fatin-order-proof\n${ids.join('_')}`)
    .digest('base64url')
}

export function encodeOrderProof(secret: string, ids: readonly string[]): string {
  return `v1.${ids.join('_')}.${signature(secret, ids)}`
}

/** The ids a cookie proves; empty for a missing, malformed, altered or foreign cookie. */
export function decodeOrderProof(secret: string, value: string | undefined): string[] {
  if (!value) return []
  const match = /^v1\.([0-9a-f_-]*)\.([\w-]{43})$/.exec(value)
  if (!match) return []
  const ids = match[1] ? match[1].split('_') : []
  if (ids.length > MAX_PROVEN_ORDERS || !ids.every((id) => ORDER_ID.test(id))) return []
  const expected = Buffer.from(signature(secret, ids))
  const given = Buffer.from(match[2] ?? '')
  return expected.length === given.length && timingSafeEqual(expected, given) ? ids : []
}

/** The list with `id` first (moved up if it was there already), capped at MAX_PROVEN_ORDERS. */
export function withProvenOrder(ids: readonly string[], id: string): string[] {
  if (!ORDER_ID.test(id)) return [...ids]
  return [id, ...ids.filter((existing) => existing !== id)].slice(0, MAX_PROVEN_ORDERS)
}
