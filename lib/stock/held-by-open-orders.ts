import type { OrderLine } from '@/lib/orders/order-doc'
import { variantKey } from './variants'

/**
 * How many units of each of a product's variants open orders hold: placed or confirmed, taken off the
 * sellable figure when placed (lib/orders/placing/order-stock.ts) but still on the shelf until packed. A
 * shelf count (a count movement, a stock-take) sells `counted - held`, never the held units a second time.
 */
export function heldByOpenOrders(lines: readonly OrderLine[], productId: number): Record<string, number> {
  const held: Record<string, number> = {}
  for (const line of lines) {
    if (line.productId !== productId) continue
    const key = variantKey(line.color, line.size)
    held[key] = (held[key] ?? 0) + line.quantity
  }
  return held
}

/** What a shelf count of `counted` leaves to sell when open orders hold `held` of those units. */
export function sellableAfterCount(counted: number, held: number): number {
  return Math.max(0, counted - held)
}

/**
 * For a count's ledger line: which of the counted variants open orders hold units of, so the line explains why
 * the figure is less than the count ("open orders hold 2 of Beige / M"); '' when they hold none.
 */
export function heldNote(held: Readonly<Record<string, number>>, countedKeys: readonly string[]): string {
  const parts = countedKeys
    .filter((key) => (held[key] ?? 0) > 0)
    .map((key) => `${held[key]} of ${key.split('|').filter(Boolean).join(' / ') || 'one size'}`)
  return parts.length > 0 ? `open orders hold ${parts.join(', ')}` : ''
}
