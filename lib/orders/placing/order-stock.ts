import { MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import type { StockChange } from '@/lib/stock/ledger-plan'
import { type ProductStock, variantAvailable } from '@/lib/stock/stock-doc'
import { findProduct } from '@/lib/catalogue'
import { variantKey, variantLabel, variantsOf } from '@/lib/stock/variants'
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

/** How many of each variant the lines ask for, by product: each colour and size has its own stock. */
export function changesByProduct(
  lines: readonly Pick<OrderCartLine, 'productId' | 'color' | 'size' | 'quantity'>[],
  sign: 1 | -1,
): Map<number, StockChange[]> {
  const byProduct = new Map<number, Map<string, number>>()
  for (const line of lines) {
    const variants = byProduct.get(line.productId) ?? new Map<string, number>()
    const key = variantKey(line.color, line.size)
    variants.set(key, (variants.get(key) ?? 0) + line.quantity)
    byProduct.set(line.productId, variants)
  }
  return new Map(
    [...byProduct].map(([productId, variants]) => [
      productId,
      [...variants].map(([key, quantity]) => ({ key, delta: sign * quantity })),
    ]),
  )
}

/**
 * The first variant the lines want more of than is left (the product's name with its colour and size, and
 * what is left of that variant), or null when all is in stock. A colour or size the product does not come
 * in (a hand-made bag) has nothing left.
 */
export function stockShortfall(
  lines: readonly OrderCartLine[],
  stocks: ReadonlyMap<number, ProductStock>,
): { productName: string | null; available: number } | null {
  const wanted = new Map<string, { line: OrderCartLine; quantity: number }>()
  for (const line of lines) {
    const key = `${line.productId}|${variantKey(line.color, line.size)}`
    const earlier = wanted.get(key)
    wanted.set(key, { line, quantity: (earlier?.quantity ?? 0) + line.quantity })
  }
  for (const { line, quantity } of wanted.values()) {
    const available = variantAvailable(stocks.get(line.productId), line.color, line.size)
    if (quantity <= available) continue
    const product = findProduct(line.productId)
    // "Test Abaya (Black / M)" where the shopper chose; a product with one variant is named alone.
    const label = product && variantsOf(product).length > 1 ? variantLabel(line) : ''
    return { productName: label ? `${line.name} (${label})` : line.name, available }
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
