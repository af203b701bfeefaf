/**
 * How an order is found again without knowing its id: its number (the first 8 hex digits of the id, shown
 * as FT-1A2B3C4D), the mobile number on its address (international form) and the account's e-mail. They are
 * stored on the order as one array, `lookup`, written at placement, so each search is a single
 * `array-contains` query on one automatically indexed field (no composite index, and the local Firestore
 * emulator, which cannot query nested fields or document ids, runs it too). Orders placed before `lookup`
 * existed are not found by search; the back office's date and status lists still show them.
 */
export type LookupKey = `number:${string}` | `mobile:${string}` | `email:${string}`

export function numberKey(idPrefix: string): LookupKey {
  return `number:${idPrefix.toLowerCase()}`
}

export function mobileKey(internationalMobile: string): LookupKey {
  return `mobile:${internationalMobile}`
}

export function emailKey(email: string): LookupKey {
  return `email:${email.trim().toLowerCase()}`
}

export function orderLookupKeys(order: { id: string; mobile: string; email: string | null }): LookupKey[] {
  const keys = [numberKey(order.id.replace(/-/g, '').slice(0, 8)), mobileKey(order.mobile)]
  return order.email ? [...keys, emailKey(order.email)] : keys
}
