import { timedToken } from '@/lib/security/timed-token'

/**
 * The "View your order" link in every order e-mail: the order id signed with the server secret
 * (lib/security/timed-token.ts, the order proof's key under its own label), so it opens that order's page in
 * any browser (the mail app's own, a second phone) without an account: for a guest order it adds the order
 * to that browser's proof cookie (lib/orders/proof/order-proof-cookie.ts). One purpose only: it shows the
 * order, and every change still needs a press on the page. Long-lived, since a parcel can take weeks and a
 * return longer; rotating SHOP_ORDER_PROOF_SECRET revokes every link at once.
 * Token: `o1.<orderId>.<issued, seconds, base 36>.<signature>`.
 */
export const ORDER_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

const orderLinkToken = timedToken({
  prefix: 'o1',
  label: 'fatin-order-view',
  subjectPattern: UUID,
  ttlMs: ORDER_LINK_TTL_MS,
})

export function signOrderLinkToken(secret: string, orderId: string, issuedAt: Date): string {
  return orderLinkToken.sign(secret, orderId, issuedAt)
}

/** The order a genuine, unexpired token opens, or null. */
export function verifyOrderLinkToken(secret: string, token: string, now: Date): string | null {
  const check = orderLinkToken.verify(secret, token, now)
  return check.ok ? check.subject : null
}

/** The path the link opens (unprefixed; put the order's language in front with localePath). */
export function orderLinkPath(token: string): string {
  return `/orders/open/${token}`
}
