import { LOW_STOCK_THRESHOLD } from './stock-status'

/**
 * What the cached product page tells search engines about stock (schema.org's ItemAvailability): in stock,
 * limited (the "Only n left" badge's threshold or fewer) or out of stock. The page is cached, so it is
 * refreshed exactly when an order or a cancellation moves a product from one of these to another
 * (lib/stock/refresh-availability.ts), never on a timer.
 */
export type Availability = 'InStock' | 'LimitedAvailability' | 'OutOfStock'

export function availabilityOf(available: number): Availability {
  if (available <= 0) return 'OutOfStock'
  return available <= LOW_STOCK_THRESHOLD ? 'LimitedAvailability' : 'InStock'
}

/** A product's stock before and after one committed change (an order, a cancellation). */
export type StockMove = { productId: number; before: number; after: number }

/** The moves that change what the product page says: across zero or across the low-stock threshold. */
export function movesAcrossAvailability(moves: readonly StockMove[]): StockMove[] {
  return moves.filter((move) => availabilityOf(move.before) !== availabilityOf(move.after))
}

/** The cache tag of everything rendered from a product's availability (its page's structured data). */
export function productStockTag(productId: number): string {
  return `stock-${productId}`
}
