import { findProduct } from '@/lib/catalogue'
import type { Product, SaleEntry } from '@/data/schemas'

export type ActiveSale = { entry: SaleEntry; product: Product }

/**
 * The sale entries still running at `now`, each joined to its catalogue product, in the entries' order.
 * A sale ends at its `saleEnd` instant: at exactly that moment it is over. An entry whose product is not in
 * the catalogue is a data error: it is logged and left out rather than shown as a broken card.
 */
export function activeSales(
  entries: readonly SaleEntry[],
  now: Date,
  lookup: (id: number) => Product | undefined = findProduct,
): ActiveSale[] {
  const nowMs = now.getTime()
  const active: ActiveSale[] = []
  for (const entry of entries) {
    if (Date.parse(entry.saleEnd) <= nowMs) continue
    const product = lookup(entry.productId)
    if (!product) {
      console.error(`Sale entry for product ${entry.productId} skipped: no such product in the catalogue`)
      continue
    }
    active.push({ entry, product })
  }
  return active
}
