import type { OrderCartLine } from './order-cart'

/** How many of each product the lines ask for: colours and sizes share a product's stock. */
export function quantitiesByProduct(lines: readonly OrderCartLine[]): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  return wanted
}

/** The sentence for the first product the lines want more of than is left, or null when all is in stock. */
export function stockShortfall(
  lines: readonly OrderCartLine[],
  stocks: ReadonlyMap<number, number>,
): string | null {
  for (const [productId, wanted] of quantitiesByProduct(lines)) {
    const available = stocks.get(productId) ?? 0
    if (wanted <= available) continue
    const name = lines.find((line) => line.productId === productId)?.name ?? 'An item'
    return available === 0
      ? `Sorry, ${name} is now out of stock. Please remove it from your bag.`
      : `Sorry, only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left. Please lower the quantity in your bag.`
  }
  return null
}
