import { sameText } from '@/lib/security/same-text'
import { SIGNATURE_PATTERN, signature } from '@/lib/security/signature'

/**
 * The proof that this browser may open some guest orders: the ids of the orders it placed, opened from the
 * e-mail's link, or looked up (order number and mobile), newest first, signed with a server secret
 * (HMAC-SHA256), so a browser cannot add an id it was never given. Kept in the httpOnly cookie `fatin_orders`
 * (lib/orders/proof/order-proof-cookie.ts).
 *
 * Each id also says how it was proven, because only some proofs may move an order into an account
 * (lib/orders/linking/link-guest-orders.ts): placing it or opening the e-mail's link (`owner`) shows the
 * checkout or the inbox, while a lookup (`lookup`) shows only the number and the mobile, which the parcel's
 * slip prints. Value: `v2.<entry>_<entry>….<signature>`, an entry being the order id (UUID) for `owner` or `l`
 * and the id for `lookup`. A `v1.` cookie, from before the distinction, still opens its orders as lookups.
 */
export const ORDER_PROOF_COOKIE = 'fatin_orders'

/** Enough for every order a household places in months; the oldest drops off first. */
export const MAX_PROVEN_ORDERS = 20

export type ProofSource = 'owner' | 'lookup'
export type ProvenOrder = { id: string; source: ProofSource }

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const ORDER_ID = new RegExp(`^${UUID}$`)
const ENTRY = new RegExp(`^(l?)(${UUID})$`)

const PROOF = new RegExp(`^(v1|v2)\\.([0-9a-fl_-]*)\\.(${SIGNATURE_PATTERN})$`)

const LABELS = { v1: 'fatin-order-proof', v2: 'fatin-order-proof-v2' } as const

const entryText = (order: ProvenOrder) => (order.source === 'lookup' ? `l${order.id}` : order.id)

const proofSignature = (secret: string, version: keyof typeof LABELS, entries: readonly string[]) =>
  signature(secret, LABELS[version], [entries.join('_')])

export function encodeOrderProof(secret: string, orders: readonly ProvenOrder[]): string {
  const entries = orders.map(entryText)
  return `v2.${entries.join('_')}.${proofSignature(secret, 'v2', entries)}`
}

/** The orders a cookie proves, and how; empty for a missing, malformed, altered or foreign cookie. */
export function decodeProvenOrders(secret: string, value: string | undefined): ProvenOrder[] {
  if (!value) return []
  const match = PROOF.exec(value)
  if (!match) return []
  const version = match[1] === 'v1' ? 'v1' : 'v2'
  const entries = match[2] ? match[2].split('_') : []
  if (entries.length > MAX_PROVEN_ORDERS) return []
  const orders: ProvenOrder[] = []
  for (const entry of entries) {
    const parts = ENTRY.exec(entry)
    if (!parts?.[2] || (version === 'v1' && parts[1])) return []
    orders.push({ id: parts[2], source: version === 'v1' || parts[1] ? 'lookup' : 'owner' })
  }
  return sameText(proofSignature(secret, version, entries), match[3] ?? '') ? orders : []
}

/** The ids a cookie proves, however proven (who may open an order page). */
export function decodeOrderProof(secret: string, value: string | undefined): string[] {
  return decodeProvenOrders(secret, value).map((order) => order.id)
}

/**
 * The list with this order first (moved up if it was there already), capped at MAX_PROVEN_ORDERS. An order
 * proven as its owner stays so when it is looked up again.
 */
export function withProvenOrder(
  orders: readonly ProvenOrder[],
  id: string,
  source: ProofSource,
): ProvenOrder[] {
  if (!ORDER_ID.test(id)) return [...orders]
  const known = orders.find((order) => order.id === id)
  const proven: ProvenOrder = { id, source: known?.source === 'owner' ? 'owner' : source }
  return [proven, ...orders.filter((order) => order.id !== id)].slice(0, MAX_PROVEN_ORDERS)
}
