/**
 * The number a shopper reads out to customer care or types into the order lookup: the order id is a UUID (the
 * checkout's idempotency key), too long to say on the phone, so the first 8 hex digits stand for it. The full
 * id stays in the URL. Two orders can share a number (32 bits), so the lookup also needs the mobile number.
 */
export function orderNumber(id: string): string {
  return `FT-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}

/** What a shopper typed ('ft-3f2b 9c1a', '3F2B9C1A') as the stored number, or null if it cannot be one. */
export function parseOrderNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase().replace(/^FT/, '')
  return /^[0-9A-F]{8}$/.test(compact) ? `FT-${compact}` : null
}
