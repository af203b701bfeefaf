import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The "Confirm my order" link a cash-on-delivery shopper gets in the order-received e-mail: the order id and
 * when the link was issued, signed with the server secret (HMAC-SHA256, the order proof's key with its own
 * label, lib/orders/proof/order-proof-secret.ts), so nobody can make one for an order, move it to another
 * order or stretch its life. It is good for CONFIRM_LINK_TTL_MS; it is single-use because confirming is
 * recorded in the order's history, and a second press finds the order already confirmed.
 * Token: `v1.<orderId>.<issued, seconds, base 36>.<signature>`; order ids are UUIDs.
 */
export const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000

/** A link issued a little "in the future" by a server whose clock runs ahead is still accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

const TOKEN =
  /^v1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,10})\.([\w-]{43})$/

/** An expired token is still genuine, so it says which order it was for (its page shows the order number). */
export type ConfirmTokenCheck =
  | { ok: true; orderId: string; issuedAt: Date }
  | { ok: false; reason: 'expired'; orderId: string }
  | { ok: false; reason: 'malformed' | 'forged' }

function signature(secret: string, orderId: string, issuedSeconds: string): string {
  return createHmac('sha256', secret)
    .update(`fatin-order-confirm\n${orderId}\n${issuedSeconds}`)
    .digest('base64url')
}

export function signConfirmToken(secret: string, orderId: string, issuedAt: Date): string {
  const issuedSeconds = Math.floor(issuedAt.getTime() / 1000).toString(36)
  return `v1.${orderId}.${issuedSeconds}.${signature(secret, orderId, issuedSeconds)}`
}

/** Which order a token confirms, or why it confirms nothing. Expiry is checked only on a genuine token. */
export function verifyConfirmToken(secret: string, token: string, now: Date): ConfirmTokenCheck {
  const match = TOKEN.exec(token)
  if (!match) return { ok: false, reason: 'malformed' }
  const [, orderId = '', issuedSeconds = '', given = ''] = match
  const expected = Buffer.from(signature(secret, orderId, issuedSeconds))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'forged' }
  const issuedAt = new Date(parseInt(issuedSeconds, 36) * 1000)
  const age = now.getTime() - issuedAt.getTime()
  if (age > CONFIRM_LINK_TTL_MS || age < -CLOCK_SKEW_MS) return { ok: false, reason: 'expired', orderId }
  return { ok: true, orderId, issuedAt }
}

/** The page the link opens (unprefixed; put the order's language in front with localePath). */
export function confirmPath(token: string): string {
  return `/orders/confirm/${token}`
}
