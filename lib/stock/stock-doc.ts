import { z } from 'zod'
import { findProduct } from '@/lib/catalogue'
import { spreadOverVariants, variantKey, variantsOf } from './variants'

/**
 * Live stock is Firestore's `stock/{productId}` document `{ variants: { 'Colour|Size': n }, available,
 * updatedAt }`: a figure per variant (lib/stock/variants.ts) and, for the readers that need only the
 * product's total (cards, wishlist, the back office's low-stock list), their sum in `available`. One
 * document per product keeps every order, cancellation and receipt of a product one transaction on one
 * document, as before variants.
 *
 * It is seeded lazily: a product without a document has the catalogue's starting stock (data/products.ts:
 * `variantStock` where given, otherwise `stock` spread evenly over the variants), and the first movement
 * writes the document with an opening ledger entry per variant (lib/stock/stock-ledger.ts). A document from
 * before variants (`{ available }` alone) reads the same way, its figure spread; the migration
 * (lib/stock/migrate-variant-stock.ts) writes it out once.
 */
export const STOCK_COLLECTION = 'stock'

/**
 * - `variants`: the document is in variant form; its ledger explains every figure.
 * - `catalogue`: no document yet; the figures are the catalogue's starting ones.
 * - `per-product`: a figure kept per product before variants, spread over them.
 * - `damaged`: neither shape; reads as 0 everywhere so it can never oversell.
 */
export type StockForm = 'variants' | 'catalogue' | 'per-product' | 'damaged'

/** One product's stock: a figure per variant key (every variant of the product, and only those). */
export type ProductStock = {
  productId: number
  form: StockForm
  variants: Readonly<Record<string, number>>
}

const count = z.number().int().nonnegative()
const VariantsDocSchema = z.object({ variants: z.record(z.string(), count) })
const PerProductDocSchema = z.object({ available: count })

function variantKeysOf(productId: number): string[] {
  const product = findProduct(productId)
  return product ? variantsOf(product).map((variant) => variant.key) : []
}

/** The catalogue's starting figure per variant; none for a product that is not in the catalogue. */
export function catalogueVariantStock(productId: number): Record<string, number> {
  const product = findProduct(productId)
  if (!product) return {}
  const keys = variantKeysOf(productId)
  if (!product.variantStock) return spreadOverVariants(product.stock, keys)
  const given = product.variantStock
  return Object.fromEntries(keys.map((key) => [key, given[key] ?? 0]))
}

/** The catalogue's starting figure for the whole product. */
export function catalogueStock(productId: number): number {
  return totalOf(catalogueVariantStock(productId))
}

/** A product's stock from its document's data (undefined when there is no document). */
export function productStockFromDoc(productId: number, data: unknown): ProductStock {
  const keys = variantKeysOf(productId)
  if (data === undefined) return { productId, form: 'catalogue', variants: catalogueVariantStock(productId) }
  const inVariants = VariantsDocSchema.safeParse(data)
  if (inVariants.success) {
    const stored = inVariants.data.variants
    return {
      productId,
      form: 'variants',
      variants: Object.fromEntries(keys.map((key) => [key, stored[key] ?? 0])),
    }
  }
  const perProduct = PerProductDocSchema.safeParse(data)
  if (perProduct.success) {
    return { productId, form: 'per-product', variants: spreadOverVariants(perProduct.data.available, keys) }
  }
  return { productId, form: 'damaged', variants: Object.fromEntries(keys.map((key) => [key, 0])) }
}

export function totalOf(variants: Readonly<Record<string, number>>): number {
  return Object.values(variants).reduce((sum, figure) => sum + figure, 0)
}

/** Units of one variant; 0 for a colour or size the product does not come in (a hand-made bag). */
export function variantAvailable(
  stock: ProductStock | undefined,
  color: string | null,
  size: string | null,
): number {
  return stock?.variants[variantKey(color, size)] ?? 0
}

/**
 * Available units of the whole product from a stock document's data (undefined when there is no document).
 * A malformed document reads as 0 rather than the catalogue figure, so a damaged record can never oversell.
 */
export function availableFromDoc(productId: number, data: unknown): number {
  return totalOf(productStockFromDoc(productId, data).variants)
}

/**
 * Every variant's figure keyed like a bag line (`productId|Colour|Size`, lib/cart/cart-line.ts lineKey), so
 * bag code looks a line's stock up by the line itself.
 */
export function figuresByLineKey(stocks: ReadonlyMap<number, ProductStock>): Map<string, number> {
  const figures = new Map<string, number>()
  for (const [productId, stock] of stocks) {
    for (const [key, figure] of Object.entries(stock.variants)) figures.set(`${productId}|${key}`, figure)
  }
  return figures
}
