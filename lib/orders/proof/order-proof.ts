import { sameText } from '@/lib/security/same-text'
import { SIGNATURE_PATTERN, signature } from '@/lib/security/signature'

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

const PROOF = new RegExp(`^v1\\.([0-9a-f_-]*)\\.(${SIGNATURE_PATTERN})$`)

const proofSignature = (secret: string, ids: readonly string[]) =>
  signature(secret, 'fatin-order-proof', [ids.join('_')])

export function encodeOrderProof(secret: string, ids: readonly string[]): string {
  return `v1.${ids.join('_')}.${proofSignature(secret, ids)}`
}

/** The ids a cookie proves; empty for a missing, malformed, altered or foreign cookie. */
export function decodeOrderProof(secret: string, value: string | undefined): string[] {
  if (!value) return []
  const match = PROOF.exec(value)
  if (!match) return []
  const ids = match[1] ? match[1].split('_') : []
  if (ids.length > MAX_PROVEN_ORDERS || !ids.every((id) => ORDER_ID.test(id))) return []
  return sameText(proofSignature(secret, ids), match[2] ?? '') ? ids : []
}

/** The list with `id` first (moved up if it was there already), capped at MAX_PROVEN_ORDERS. */
export function withProvenOrder(ids: readonly string[], id: string): string[] {
  if (!ORDER_ID.test(id)) return [...ids]
  return [id, ...ids.filter((existing) => existing !== id)].slice(0, MAX_PROVEN_ORDERS)
}
