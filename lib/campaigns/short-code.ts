import { randomInt } from 'node:crypto'

/**
 * Short link codes (/l/{code}): 7 characters from 50 letters and digits without look-alikes (no 0/O/o, 1/l/I,
 * 5/S/s, 2/Z/z), so a code read off a poster is typed right. 50^7 is about 7.8 × 10^11 codes: a script
 * guessing at the short-link read limit (RATE_RULES.shortLinkReadsPerAddress, 60 unread codes in 10 minutes
 * per address) would find one live code in millions of years from one address.
 * Codes are drawn with a cryptographic random source and created in a transaction that refuses one that
 * exists (lib/campaigns/short-links.ts), so a code is never reused.
 */
export const SHORT_CODE_ALPHABET = 'abcdefghijkmnpqrtuvwxyABCDEFGHJKLMNPQRTUVWXY346789'
export const SHORT_CODE_LENGTH = 7

const SHORT_CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`)

export function newShortCode(draw: (max: number) => number = randomInt): string {
  let code = ''
  for (let index = 0; index < SHORT_CODE_LENGTH; index++) {
    code += SHORT_CODE_ALPHABET[draw(SHORT_CODE_ALPHABET.length)]
  }
  return code
}

export function isShortCode(value: unknown): value is string {
  return typeof value === 'string' && SHORT_CODE.test(value)
}

export function shortLinkPath(code: string): string {
  return `/l/${code}`
}
