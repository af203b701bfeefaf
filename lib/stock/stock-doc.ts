import { z } from 'zod'
import { findProduct } from '@/lib/catalogue'

/**
 * Live stock is Firestore's `stock/{productId}` document `{ available, updatedAt }`. It is seeded lazily: a
 * product without a document has the catalogue's starting stock (data/products.ts), and the first order
 * for it writes the document. So a fresh database needs no seeding step.
 */
export const STOCK_COLLECTION = 'stock'

const StockDocSchema = z.object({ available: z.number().int().nonnegative() })

/** The catalogue's starting figure; 0 for a product that is not in the catalogue. */
export function catalogueStock(productId: number): number {
  return findProduct(productId)?.stock ?? 0
}

/**
 * Available units from a stock document's data (undefined when there is no document). A malformed document
 * reads as 0 rather than the catalogue figure, so a damaged record can never oversell.
 */
export function availableFromDoc(productId: number, data: unknown): number {
  if (data === undefined) return catalogueStock(productId)
  const parsed = StockDocSchema.safeParse(data)
  return parsed.success ? parsed.data.available : 0
}

/** The stock badge rule: 'Only {n} Left!' at 5 or fewer. */
export const LOW_STOCK_THRESHOLD = 5

export type StockStatus = { available: number; inStock: boolean; lowStock: boolean }

export function stockStatus(available: number): StockStatus {
  return { available, inStock: available > 0, lowStock: available > 0 && available <= LOW_STOCK_THRESHOLD }
}
