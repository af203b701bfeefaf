import { toLatinDigits } from '@/lib/format/latin-digits'

/**
 * The number a shopper reads out to customer care or types into the order lookup: FT- and 8 hex digits, drawn
 * by the server and reserved by the order transaction (lib/orders/placing/order-identity.ts).
 */

/** Orders placed before numbers were stored took theirs from the id's first 8 hex digits. */
export function legacyOrderNumber(id: string): string {
  return `FT-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}

/** What a shopper typed ('ft-3f2b 9c1a', '3F2B9C1A', Urdu digits too) as the stored number, or null if it cannot be one. */
export function parseOrderNumber(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s-]/g, '').toUpperCase().replace(/^FT/, '')
  return /^[0-9A-F]{8}$/.test(compact) ? `FT-${compact}` : null
}
