import 'server-only'
import { products } from '@/data/products'
import { findProduct } from '@/lib/catalogue'
import type { Firestore } from '@/lib/firebase/firestore-types'
import type { StockMove } from '@/lib/stock/availability'
import type { LedgerActor } from '@/lib/stock/ledger-plan'
import { moveStock } from '@/lib/stock/staff-movements'
import { backInStockHooks } from '@/lib/stock/back-in-stock/back-in-stock-hooks'
import { readShelfHoldingLines } from '@/lib/orders/order-reads'
import { heldByOpenOrders, sellableAfterCount } from '@/lib/stock/held-by-open-orders'
import { readProductStocks } from '@/lib/stock/stock-reads'
import { parseStockTake, type StockTakeError } from '@/lib/stock/stock-take-csv'

/** One variant whose counted figure differs from the shop's, as the preview shows it. */
export type StockTakeChange = {
  line: number
  productId: number
  name: string
  label: string
  before: number
  /** On the shelf, the units open orders hold included. */
  counted: number
  /** Units of this variant that open orders hold (lib/stock/held-by-open-orders.ts). */
  held: number
  /** What is left to sell once the count is applied: `counted - held`, at least 0. */
  after: number
}

/**
 * `shelves`: each counted variant's shelf figure as the preview saw it ("productId|key" → to sell plus held),
 * which Apply sends back, so a line whose shelf a receipt, write-off or count changed since is not applied.
 */
export type StockTakePreview = {
  errors: StockTakeError[]
  changes: StockTakeChange[]
  unchanged: number
  shelves: Record<string, number>
}

/** A variant's key in `shelves`. */
export const shelfKey = (productId: number, key: string) => `${productId}|${key}`

/**
 * Parses the file and compares what each counted figure leaves to sell (the count less what open orders hold)
 * with the live figure; writes nothing. Applying reads both again in each product's transaction.
 */
export async function previewStockTake(db: Firestore, csv: string): Promise<StockTakePreview> {
  const take = parseStockTake(csv, products)
  const [stocks, openLines] = await Promise.all([
    readProductStocks(db, [...new Set(take.lines.map((line) => line.productId))]),
    take.lines.length > 0 ? readShelfHoldingLines(db) : Promise.resolve([]),
  ])
  const changes: StockTakeChange[] = []
  const shelves: Record<string, number> = {}
  let unchanged = 0
  for (const line of take.lines) {
    const before = stocks.get(line.productId)?.variants[line.key] ?? 0
    const held = heldByOpenOrders(openLines, line.productId)[line.key] ?? 0
    shelves[shelfKey(line.productId, line.key)] = before + held
    const after = sellableAfterCount(line.counted, held)
    if (before === after) unchanged += 1
    else
      changes.push({
        line: line.line,
        productId: line.productId,
        name: findProduct(line.productId)?.name ?? String(line.productId),
        label: line.label,
        before,
        counted: line.counted,
        held,
        after,
      })
  }
  return { errors: take.errors, changes, unchanged, shelves }
}

/** What applying did: variants changed, the moves (for the cached pages), mails queued, and lines left out. */
export type StockTakeApplied = {
  changed: number
  moves: StockMove[]
  told: number
  /** Lines whose shelf figure a receipt, write-off or count changed after the preview: not applied. */
  stale: { line: number; name: string; label: string }[]
}

/**
 * Applies the counted figures of every line that parses, one count movement (one transaction) per product,
 * each setting the figure to what is on the shelf less what open orders hold, whatever sold meanwhile. Lines
 * refused by the parser are never applied, and neither is a line whose shelf figure moved since the preview
 * (`shelves`, from previewStockTake): applying it would undo that movement, which the preview did not show.
 */
export async function applyStockTake(
  db: Firestore,
  csv: string,
  actor: LedgerActor,
  note: string,
  now: Date = new Date(),
  shelves: Readonly<Record<string, number>> = {},
): Promise<StockTakeApplied> {
  const take = parseStockTake(csv, products)
  const byProduct = new Map<number, typeof take.lines>()
  for (const line of take.lines)
    byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line])
  let changed = 0
  const moves: StockMove[] = []
  const stale: StockTakeApplied['stale'] = []
  // A size counted back from 0 tells whoever waits for it, as a single count would.
  const hooks = backInStockHooks(db, now)
  for (const [productId, productLines] of byProduct) {
    let lines = productLines
    while (lines.length > 0) {
      const count = lines.map((line) => ({
        key: line.key,
        counted: line.counted,
        shelfWhenSeen: shelves[shelfKey(productId, line.key)],
      }))
      const outcome = await moveStock(db, { kind: 'count', productId, lines: count, note }, actor, now, hooks)
      if (outcome.ok) {
        changed += outcome.moved.length
        moves.push(outcome.move)
      }
      if (outcome.ok || outcome.code !== 'changed-since-preview') break
      // That variant moved since the preview: leave it out, apply the product's others.
      const moved = lines.find((line) => line.key === outcome.variant)
      if (moved)
        stale.push({
          line: moved.line,
          name: findProduct(productId)?.name ?? String(productId),
          label: moved.label,
        })
      lines = lines.filter((line) => line.key !== outcome.variant)
    }
  }
  hooks.afterCommit()
  return { changed, moves, told: hooks.told(), stale }
}
