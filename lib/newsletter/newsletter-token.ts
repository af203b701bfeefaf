import { timedToken } from '@/lib/security/timed-token'

/**
 * The "Confirm my subscription" link of the newsletter's double opt-in: the subscriber key (the hash of the
 * address, lib/newsletter/newsletter-email.ts, so the link carries no address) and when it was issued, signed
 * with HMAC-SHA256 (lib/security/timed-token.ts). The key is the order proof secret (SHOP_ORDER_PROOF_SECRET) under its own label, as the
 * order confirmation link does: one secret to set and rotate, while the label keeps a token of one kind from
 * ever passing as the other. Good for NEWSLETTER_LINK_TTL_MS.
 * Token: `n1.<subscriberKey, 64 hex>.<issued, seconds, base 36>.<signature>`.
 */
export const NEWSLETTER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

const newsletterToken = timedToken({
  prefix: 'n1',
  label: 'fatin-newsletter-confirm',
  subjectPattern: '[0-9a-f]{64}',
  ttlMs: NEWSLETTER_LINK_TTL_MS,
})

export type NewsletterTokenCheck =
  { ok: true; key: string } | { ok: false; reason: 'expired' | 'malformed' | 'forged' }

export function signNewsletterToken(secret: string, key: string, issuedAt: Date): string {
  return newsletterToken.sign(secret, key, issuedAt)
}

/** Which subscription a token confirms, or why it confirms nothing. Expiry is checked only on a genuine token. */
export function verifyNewsletterToken(secret: string, token: string, now: Date): NewsletterTokenCheck {
  const check = newsletterToken.verify(secret, token, now)
  if (check.ok) return { ok: true, key: check.subject }
  return { ok: false, reason: check.reason }
}

/** The page the link opens (unprefixed; put the page's language in front with localePath). */
export function newsletterConfirmPath(token: string): string {
  return `/newsletter/confirm/${token}`
}
