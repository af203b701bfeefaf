import { MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import type { OrderCartLine } from './order-cart'

/**
 * The most of one product (its colours and sizes together) one order may take: the bag's own line limit, so
 * an ordinary shopper never meets it, while a hand-made bag cannot hold a product's whole stock in one order.
 */
export const MAX_PER_PRODUCT = MAX_LINE_QUANTITY

/** How many of each product the lines ask for: colours and sizes share a product's stock. */
export function quantitiesByProduct(lines: readonly OrderCartLine[]): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  return wanted
}

/** The first product the lines want more of than is left (its name and what is left), or null when all is in stock. */
export function stockShortfall(
  lines: readonly OrderCartLine[],
  stocks: ReadonlyMap<number, number>,
): { productName: string | null; available: number } | null {
  for (const [productId, wanted] of quantitiesByProduct(lines)) {
    const available = stocks.get(productId) ?? 0
    if (wanted <= available) continue
    return { productName: lines.find((line) => line.productId === productId)?.name ?? null, available }
  }
  return null
}

/** The first product the lines ask for more than MAX_PER_PRODUCT of (its name and the limit), or null. */
export function productOverLimit(
  lines: readonly OrderCartLine[],
): { productName: string | null; limit: number } | null {
  for (const [productId, wanted] of quantitiesByProduct(lines)) {
    if (wanted <= MAX_PER_PRODUCT) continue
    return {
      productName: lines.find((line) => line.productId === productId)?.name ?? null,
      limit: MAX_PER_PRODUCT,
    }
  }
  return null
}
