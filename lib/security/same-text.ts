import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether two strings are equal, in a time that depends neither on where they differ nor on their lengths
 * (both are hashed first, so the comparison is always of two 32-byte digests). For secrets a caller guesses
 * at: signatures, a guest order's mobile number.
 */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b))
}
