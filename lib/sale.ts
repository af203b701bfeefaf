import { findProduct, productHref } from '@/lib/catalogue'
import type { Product, SaleEntry } from '@/data/schemas'
import { isSaleRunning } from './sale-clock'

/** What a sale card shows of its product: plain data, so the static page can hand it to a client list. */
export type SaleProduct = Pick<Product, 'id' | 'name' | 'imageSrc'> & { href: string }

export type SaleOffer = { entry: SaleEntry; product: SaleProduct }

/**
 * Each sale entry joined to its catalogue product, in the entries' order. An entry whose product is not in
 * the catalogue is a data error: it is logged and left out rather than shown as a broken card.
 */
export function joinSaleEntries(
  entries: readonly SaleEntry[],
  lookup: (id: number) => Product | undefined = findProduct,
): SaleOffer[] {
  const offers: SaleOffer[] = []
  for (const entry of entries) {
    const product = lookup(entry.productId)
    if (!product) {
      console.error(`Sale entry for product ${entry.productId} skipped: no such product in the catalogue`)
      continue
    }
    offers.push({
      entry,
      product: { id: product.id, name: product.name, imageSrc: product.imageSrc, href: productHref(product) },
    })
  }
  return offers
}

/** The sale entries still running at `now`, each joined to its catalogue product, in the entries' order. */
export function activeSales(
  entries: readonly SaleEntry[],
  now: Date,
  lookup: (id: number) => Product | undefined = findProduct,
): SaleOffer[] {
  return joinSaleEntries(
    entries.filter((entry) => isSaleRunning(entry, now.getTime())),
    lookup,
  )
}
