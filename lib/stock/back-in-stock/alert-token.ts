import { timedToken } from '@/lib/security/timed-token'

/**
 * The "Confirm" link of a "tell me when it's back" request (double opt-in, as the newsletter's): the alert's
 * key (a hash, so the link carries no address) and when it was issued, signed under the order proof secret
 * with its own label. Token: `s1.<key, 64 hex>.<issued, seconds, base 36>.<signature>`.
 */
export const STOCK_ALERT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

const alertToken = timedToken({
  prefix: 's1',
  label: 'fatin-stock-alert-confirm',
  subjectPattern: '[0-9a-f]{64}',
  ttlMs: STOCK_ALERT_LINK_TTL_MS,
})

export function signStockAlertToken(secret: string, key: string, issuedAt: Date): string {
  return alertToken.sign(secret, key, issuedAt)
}

export function verifyStockAlertToken(
  secret: string,
  token: string,
  now: Date,
): { ok: true; key: string } | { ok: false; reason: 'expired' | 'malformed' | 'forged' } {
  const check = alertToken.verify(secret, token, now)
  return check.ok ? { ok: true, key: check.subject } : { ok: false, reason: check.reason }
}

/** The page the link opens (unprefixed; localePath puts the language in front). */
export function stockAlertConfirmPath(token: string): string {
  return `/stock-alerts/confirm/${token}`
}
