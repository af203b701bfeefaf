// Pakistani mobile numbers, apart from the zod schemas that use them (address-schema.ts), so browser code that
// only quotes the hint or the English words for 'mobile-invalid' (lib/i18n/form-message-texts.ts, the
// end-to-end tests) does not bring zod into every page.

import { toLatinDigits } from '@/lib/format/latin-digits'

export const MOBILE_HINT = 'For example 0300 1234567 or +92 300 1234567'
export const MOBILE_ERROR = 'Please enter a Pakistani mobile number, like 0300 1234567 or +92 300 1234567.'

/**
 * Pakistani mobile numbers: 03XXXXXXXXX (11 digits) or +923XXXXXXXXX, with spaces or dashes anywhere, in
 * Latin or Urdu digits.
 * Returns the number in international form (+923001234567) or null.
 */
export function normalizePakistaniMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s-]/g, '')
  if (/^03\d{9}$/.test(compact)) return `+92${compact.slice(1)}`
  if (/^\+923\d{9}$/.test(compact)) return compact
  return null
}

/** +923001234567 -> '0300 1234567', the way it is written locally. */
export function formatPakistaniMobile(international: string): string {
  const local = `0${international.replace(/^\+92/, '')}`
  return `${local.slice(0, 4)} ${local.slice(4)}`
}
