import { createHmac } from 'node:crypto'

/**
 * The HMAC-SHA256 of `label` and `fields`, one per line, as base64url (43 characters). The label names what
 * is signed ('fatin-order-proof', 'fatin-order-confirm', …), so that one secret can sign several kinds of
 * value and a signature made for one kind never passes as another's.
 */
export function signature(secret: string, label: string, fields: readonly string[]): string {
  return createHmac('sha256', secret)
    .update([label, ...fields].join('\n'))
    .digest('base64url')
}

/** A signature as it appears in a token or cookie, for a regular expression. */
export const SIGNATURE_PATTERN = '[\\w-]{43}'
