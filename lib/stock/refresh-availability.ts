import 'server-only'
import { revalidateTag } from 'next/cache'
import { movesAcrossAvailability, productStockTag, type StockMove } from './availability'

/**
 * After an order or a cancellation has committed: expires the cached availability of every product whose
 * stock crossed zero or the low-stock threshold, so its page (and its structured data) is rebuilt on the next
 * request, within seconds of the change. Moves that change nothing a page says cost nothing.
 *
 * `expire: 0` rather than the 'max' profile: stale-while-revalidate would serve the next visitor, and a
 * search engine's crawler, the old "In stock" once more. The shop's cache handler passes the tag on to every
 * other instance (lib/cache/shared-tags.ts); a CDN in front is covered in docs/production.md.
 */
export function refreshAvailability(moves: readonly StockMove[] | undefined): void {
  for (const move of movesAcrossAvailability(moves ?? [])) {
    revalidateTag(productStockTag(move.productId), { expire: 0 })
  }
}
