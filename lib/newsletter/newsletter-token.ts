import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The "Confirm my subscription" link of the newsletter's double opt-in: the subscriber key (the hash of the
 * address, lib/newsletter/newsletter-email.ts, so the link carries no address) and when it was issued, signed
 * with HMAC-SHA256. The key is the order proof secret (SHOP_ORDER_PROOF_SECRET) under its own label, as the
 * order confirmation link does: one secret to set and rotate, while the label keeps a token of one kind from
 * ever passing as the other. Good for NEWSLETTER_LINK_TTL_MS.
 * Token: `n1.<subscriberKey, 64 hex>.<issued, seconds, base 36>.<signature>`.
 */
export const NEWSLETTER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** A link issued a little "in the future" by a server whose clock runs ahead is still accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

const TOKEN = /^n1\.([0-9a-f]{64})\.([0-9a-z]{1,10})\.([\w-]{43})$/

export type NewsletterTokenCheck =
  { ok: true; key: string } | { ok: false; reason: 'expired' | 'malformed' | 'forged' }

function signature(secret: string, key: string, issuedSeconds: string): string {
  return createHmac('sha256', secret)
    .update(`fatin-newsletter-confirm\n${key}\n${issuedSeconds}`)
    .digest('base64url')
}

export function signNewsletterToken(secret: string, key: string, issuedAt: Date): string {
  const issuedSeconds = Math.floor(issuedAt.getTime() / 1000).toString(36)
  return `n1.${key}.${issuedSeconds}.${signature(secret, key, issuedSeconds)}`
}

/** Which subscription a token confirms, or why it confirms nothing. Expiry is checked only on a genuine token. */
export function verifyNewsletterToken(secret: string, token: string, now: Date): NewsletterTokenCheck {
  const match = TOKEN.exec(token)
  if (!match) return { ok: false, reason: 'malformed' }
  const [, key = '', issuedSeconds = '', given = ''] = match
  const expected = Buffer.from(signature(secret, key, issuedSeconds))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'forged' }
  const age = now.getTime() - parseInt(issuedSeconds, 36) * 1000
  if (age > NEWSLETTER_LINK_TTL_MS || age < -CLOCK_SKEW_MS) return { ok: false, reason: 'expired' }
  return { ok: true, key }
}

/** The page the link opens (unprefixed; put the page's language in front with localePath). */
export function newsletterConfirmPath(token: string): string {
  return `/newsletter/confirm/${token}`
}
