import { sameText } from '@/lib/security/same-text'
import { SIGNATURE_PATTERN, signature } from '@/lib/security/signature'

/**
 * The unsubscribe link every newsletter e-mail carries (its List-Unsubscribe header and the visible link):
 * the subscriber key (the hash of the address, lib/newsletter/newsletter-email.ts, so the link carries no
 * address) signed with HMAC-SHA256 under the order proof secret and its own label (lib/security/signature.ts),
 * so nobody can make one for another address, and a confirmation token never passes as one.
 * It never expires: a mail read months later must still let her leave (mail providers and the law expect
 * that), and all it can do is end that one subscription, which a new sign-up undoes; rotating the secret
 * retires every link at once if ever needed.
 * Token: `u1.<subscriberKey, 64 hex>.<signature>`.
 */
const LABEL = 'fatin-newsletter-unsubscribe'
const PATTERN = new RegExp(`^u1\\.([0-9a-f]{64})\\.(${SIGNATURE_PATTERN})$`)

export type UnsubscribeTokenCheck = { ok: true; key: string } | { ok: false; reason: 'malformed' | 'forged' }

export function signUnsubscribeToken(secret: string, key: string): string {
  return `u1.${key}.${signature(secret, LABEL, [key])}`
}

/** Which subscription a token ends, or why it ends nothing. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTokenCheck {
  const match = PATTERN.exec(token)
  if (!match) return { ok: false, reason: 'malformed' }
  const [, key = '', given = ''] = match
  return sameText(signature(secret, LABEL, [key]), given)
    ? { ok: true, key }
    : { ok: false, reason: 'forged' }
}

/** The page the visible link opens, with its "Unsubscribe" button (unprefixed: add the language with localePath). */
export function unsubscribePagePath(token: string): string {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
}

/** Where a mail client sends the one-click POST of RFC 8058 (never a page: no language, no cookie needed). */
export function oneClickUnsubscribePath(token: string): string {
  return `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
}
