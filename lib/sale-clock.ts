import type { SaleEntry } from '@/data/schemas'

/**
 * Whether a sale is still running at `nowMs`. A sale ends at its `saleEnd` instant: at exactly that moment
 * it is over. No catalogue import here: the sale page's client list uses this with the visitor's clock.
 */
export function isSaleRunning(entry: Pick<SaleEntry, 'saleEnd'>, nowMs: number): boolean {
  return Date.parse(entry.saleEnd) > nowMs
}

/** Milliseconds until the next of these sales ends, or null when none is still running. */
export function msUntilNextSaleEnd(
  entries: readonly Pick<SaleEntry, 'saleEnd'>[],
  nowMs: number,
): number | null {
  const ends = entries.map((entry) => Date.parse(entry.saleEnd) - nowMs).filter((left) => left > 0)
  return ends.length > 0 ? Math.min(...ends) : null
}
