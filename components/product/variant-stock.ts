import type { ColorName, Size } from '@/data/schemas'
import { stockStatus, type StockStatus } from '@/lib/stock/stock-status'
import { variantKey } from '@/lib/stock/variants'

/**
 * What the buying form shows of a product's live stock per variant (GET /api/shopper's `variants`): the
 * chosen colour and size's own status, and which sizes of the chosen colour are sold out. Pure, so the
 * product page and Quick View read it the same way.
 */

/** The chosen variant's status once every choice is made; the product's own until then. */
export function chosenStock(
  stock: StockStatus | null,
  product: { colors: readonly unknown[]; sizes: readonly unknown[] },
  color: ColorName | null,
  size: Size | null,
): StockStatus | null {
  if (stock === null || !stock.variants) return stock
  const chosen =
    (product.colors.length === 0 || color !== null) && (product.sizes.length === 0 || size !== null)
  if (!chosen) return stock
  return stockStatus(stock.variants[variantKey(color, size)] ?? 0)
}

/** Sizes with nothing left in the chosen colour (or, before a colour is chosen, in every colour). */
export function soldOutSizes(
  stock: StockStatus | null,
  product: { colors: readonly { name: ColorName }[]; sizes: readonly Size[] },
  color: ColorName | null,
): Size[] {
  const variants = stock?.variants
  if (!variants) return []
  const colors =
    color !== null ? [color] : product.colors.length > 0 ? product.colors.map((c) => c.name) : [null]
  return product.sizes.filter((size) => colors.every((c) => (variants[variantKey(c, size)] ?? 0) <= 0))
}

/** A size named in the page's address (`?size=M`, the link in a back-in-stock mail), if the product has it. */
export function sizeFromAddress(search: string, sizes: readonly Size[]): Size | null {
  const asked = new URLSearchParams(search).get('size')
  return sizes.find((size) => size === asked) ?? null
}

/** A colour named in the page's address (`?color=Black`), if the product comes in it. */
export function colorFromAddress(search: string, colors: readonly { name: ColorName }[]): ColorName | null {
  const asked = new URLSearchParams(search).get('color')
  return colors.find((color) => color.name === asked)?.name ?? null
}
