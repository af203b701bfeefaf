import type { AppUser } from '@/lib/auth/user'
import type { BadgeCounts } from '@/lib/cart/cart-view-model'
import type { StockStatus } from '@/lib/stock/stock-status'

/**
 * Everything on a catalogue page that depends on who is looking, as GET /api/shopper answers it. Catalogue
 * pages are the same static HTML for every visitor; the browser reads this once after load and fills in the
 * user button, the badges, the hearts and live stock. Shared by the route handler and the browser's store.
 *
 * A part that could not be read (Firestore slow or down) is null, so the page shows its neutral state rather
 * than a wrong figure.
 */
export type ShopperSummary = {
  user: AppUser | null
  counts: BadgeCounts | null
  /** Product ids in the shopper's wishlist. */
  wishlist: number[] | null
  /** Live stock of the products the page asked about (`?stock=1,2`), by product id. */
  stock: Record<string, StockStatus> | null
}

/** At most this many products' stock in one request: a page never shows more (a listing has 8). */
export const MAX_STOCK_IDS = 24

/** '1,2,3' from the query, deduplicated and capped; junk is ignored rather than refused. */
export function parseStockIds(value: string | null): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .filter((part) => /^\d{1,6}$/.test(part))
    .map(Number)
    .filter((id) => id > 0)
  return [...new Set(ids)].slice(0, MAX_STOCK_IDS)
}
