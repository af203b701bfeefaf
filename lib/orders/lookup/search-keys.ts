/**
 * How an order is found again without knowing its id: its number (8 hex digits, shown as FT-1A2B3C4D), the mobile number on its address (international form) and the account's e-mail. They are
 * stored on the order as one array, `lookup`, written at placement, so each search is a single
 * `array-contains` query on one automatically indexed field (no composite index, and the local Firestore
 * emulator, which cannot query nested fields or document ids, runs it too). Orders placed before `lookup`
 * existed are not found by search; the back office's date and status lists still show them.
 */
export type LookupKey =
  `number:${string}` | `mobile:${string}` | `email:${string}` | `word:${string}` | `mobile-end:${string}`

/** `digits`: the number's 8 hex digits, without FT-. */
export function numberKey(digits: string): LookupKey {
  return `number:${digits.toLowerCase()}`
}

export function mobileKey(internationalMobile: string): LookupKey {
  return `mobile:${internationalMobile}`
}

export function emailKey(email: string): LookupKey {
  return `email:${email.trim().toLowerCase()}`
}

/** A word of the name or city as staff type it: case and width folded, so "ayesha" finds "Ayesha". */
export function searchWord(word: string): string {
  return word.normalize('NFKC').toLocaleLowerCase('en')
}

export function wordKey(word: string): LookupKey {
  return `word:${searchWord(word)}`
}

/** The words of a name or city that a search can find: letters only, two or more. */
export function searchableWords(text: string): string[] {
  return (text.match(/[\p{L}\p{M}]{2,}/gu) ?? []).map(searchWord)
}

/** The last digits of a mobile, for a search by part of it ("4567", "1234567"). */
export const MOBILE_END_DIGITS = { min: 4, max: 9 } as const

export function mobileEndKey(digits: string): LookupKey {
  return `mobile-end:${digits}`
}

/**
 * `number`: FT-XXXXXXXX (lib/orders/order-number.ts). The name's and city's words and the mobile's last 4 to
 * 9 digits are keys too, so staff find an order by "Ayesha", "Lahore" or "4567".
 */
export function orderLookupKeys(order: {
  number: string
  mobile: string
  email: string | null
  fullName?: string
  city?: string
}): LookupKey[] {
  const keys = new Set<LookupKey>([numberKey(order.number.replace(/^FT-/, '')), mobileKey(order.mobile)])
  if (order.email) keys.add(emailKey(order.email))
  for (const word of searchableWords(`${order.fullName ?? ''} ${order.city ?? ''}`)) keys.add(wordKey(word))
  const digits = order.mobile.replace(/\D/g, '')
  for (let length = MOBILE_END_DIGITS.min; length <= MOBILE_END_DIGITS.max; length += 1) {
    keys.add(mobileEndKey(digits.slice(-length)))
  }
  return [...keys]
}
