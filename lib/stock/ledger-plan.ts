import type { ProductStock } from './stock-doc'
import { totalOf } from './stock-doc'

/**
 * Why stock moved. `opening` is the figure a variant had when its document first took variant form (the
 * catalogue's starting stock, or a per-product figure spread by the migration), so the ledger explains every
 * unit from the start.
 */
export const LEDGER_REASONS = [
  'opening',
  'order',
  'cancel',
  'lapse',
  'return',
  'receive',
  'count',
  'write-off',
] as const
export type LedgerReason = (typeof LEDGER_REASONS)[number]

/** Who moved it: the shopper placing or cancelling, staff in the back office, or the shop itself. */
export type LedgerActor = { uid: string | null; role: 'shopper' | 'staff' | 'system'; email?: string | null }

/** What one movement records besides the figures. */
export type LedgerWhy = { reason: LedgerReason; actor: LedgerActor; orderId?: string; note?: string }

/** One variant's units going up (positive) or down (negative). */
export type StockChange = { key: string; delta: number }

/** One ledger line as planned: never edited once written. */
export type PlannedEntry = {
  productId: number
  variant: string
  delta: number
  before: number
  after: number
  reason: LedgerReason
  actor: LedgerActor
  orderId?: string
  note?: string
}

export type StockPlan = {
  /** The variant figures to write. */
  variants: Record<string, number>
  /** The product's total before and after (for the cached pages' availability). */
  before: number
  after: number
  entries: PlannedEntry[]
}

/**
 * The document and ledger lines one movement writes, decided from the figures read in its transaction.
 * A product whose document is not yet in variant form first gets an opening line per variant, so that for
 * every variant the ledger's deltas add up to its figure. Changes to one variant add up; a change to a key
 * the product does not have, or one that would leave a figure below zero, is a bug in the caller (which must
 * refuse the request first) and throws, writing nothing.
 */
export function planStockChanges(
  stock: ProductStock,
  changes: readonly StockChange[],
  why: LedgerWhy,
): StockPlan {
  const variants: Record<string, number> = { ...stock.variants }
  const entries: PlannedEntry[] = []
  const base = { productId: stock.productId }
  if (stock.form !== 'variants') {
    for (const [variant, figure] of Object.entries(variants)) {
      entries.push({
        ...base,
        variant,
        delta: figure,
        before: 0,
        after: figure,
        reason: 'opening',
        actor: { uid: null, role: 'system' },
      })
    }
  }
  for (const change of changes) {
    if (!(change.key in variants)) throw new Error(`product ${stock.productId} has no variant ${change.key}`)
    if (change.delta === 0) continue
    const before = variants[change.key] ?? 0
    const after = before + change.delta
    if (!Number.isInteger(after) || after < 0) {
      throw new Error(`product ${stock.productId} ${change.key} would go from ${before} to ${after}`)
    }
    variants[change.key] = after
    entries.push({
      ...base,
      variant: change.key,
      delta: change.delta,
      before,
      after,
      reason: why.reason,
      actor: why.actor,
      ...(why.orderId ? { orderId: why.orderId } : {}),
      ...(why.note ? { note: why.note } : {}),
    })
  }
  return { variants, before: totalOf(stock.variants), after: totalOf(variants), entries }
}

/** Each variant's figure as its ledger lines add it up: what the stock document must say. */
export function ledgerSums(
  entries: readonly Pick<PlannedEntry, 'variant' | 'delta'>[],
): Record<string, number> {
  const sums: Record<string, number> = {}
  for (const entry of entries) sums[entry.variant] = (sums[entry.variant] ?? 0) + entry.delta
  return sums
}
