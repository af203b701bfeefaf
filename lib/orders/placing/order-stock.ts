import type { OrderCartLine } from './order-cart'

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
