import { timedToken } from '@/lib/security/timed-token'

/**
 * The "Confirm my order" link a cash-on-delivery shopper gets in the order-received e-mail: the order id and
 * when the link was issued, signed with the server secret (lib/security/timed-token.ts: HMAC-SHA256, the
 * order proof's key with its own label, lib/orders/proof/order-proof-secret.ts), so nobody can make one for
 * an order, move it to another order or stretch its life. It is good for CONFIRM_LINK_TTL_MS; it is single-use because confirming is
 * recorded in the order's history, and a second press finds the order already confirmed.
 * Token: `v1.<orderId>.<issued, seconds, base 36>.<signature>`; order ids are UUIDs.
 */
export const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

const confirmToken = timedToken({
  prefix: 'v1',
  label: 'fatin-order-confirm',
  subjectPattern: UUID,
  ttlMs: CONFIRM_LINK_TTL_MS,
})

/** An expired token is still genuine, so it says which order it was for (its page shows the order number). */
export type ConfirmTokenCheck =
  | { ok: true; orderId: string; issuedAt: Date }
  | { ok: false; reason: 'expired'; orderId: string }
  | { ok: false; reason: 'malformed' | 'forged' }

export function signConfirmToken(secret: string, orderId: string, issuedAt: Date): string {
  return confirmToken.sign(secret, orderId, issuedAt)
}

/** Which order a token confirms, or why it confirms nothing. Expiry is checked only on a genuine token. */
export function verifyConfirmToken(secret: string, token: string, now: Date): ConfirmTokenCheck {
  const check = confirmToken.verify(secret, token, now)
  if (check.ok) return { ok: true, orderId: check.subject, issuedAt: check.issuedAt }
  if (check.reason === 'expired') return { ok: false, reason: 'expired', orderId: check.subject }
  return check
}

/** The page the link opens (unprefixed; put the order's language in front with localePath). */
export function confirmPath(token: string): string {
  return `/orders/confirm/${token}`
}
