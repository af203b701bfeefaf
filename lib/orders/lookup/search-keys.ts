/**
 * How an order is found again without knowing its id: its number (8 hex digits, shown as FT-1A2B3C4D), the mobile number on its address (international form) and the account's e-mail. They are
 * stored on the order as one array, `lookup`, written at placement, so each search is a single
 * `array-contains` query on one automatically indexed field (no composite index, and the local Firestore
 * emulator, which cannot query nested fields or document ids, runs it too). Orders placed before `lookup`
 * existed are not found by search; the back office's date and status lists still show them.
 */
export type LookupKey = `number:${string}` | `mobile:${string}` | `email:${string}`

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

/** `number`: FT-XXXXXXXX (lib/orders/order-number.ts). */
export function orderLookupKeys(order: {
  number: string
  mobile: string
  email: string | null
}): LookupKey[] {
  const keys = [numberKey(order.number.replace(/^FT-/, '')), mobileKey(order.mobile)]
  return order.email ? [...keys, emailKey(order.email)] : keys
}
