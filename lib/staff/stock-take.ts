import 'server-only'
import { products } from '@/data/products'
import { findProduct } from '@/lib/catalogue'
import type { Firestore } from '@/lib/firebase/firestore-types'
import type { StockMove } from '@/lib/stock/availability'
import type { LedgerActor } from '@/lib/stock/ledger-plan'
import { moveStock } from '@/lib/stock/staff-movements'
import { readProductStocks } from '@/lib/stock/stock-reads'
import { parseStockTake, type StockTakeError } from '@/lib/stock/stock-take-csv'

/** One variant whose counted figure differs from the shop's, as the preview shows it. */
export type StockTakeChange = {
  line: number
  productId: number
  name: string
  label: string
  before: number
  counted: number
}

export type StockTakePreview = { errors: StockTakeError[]; changes: StockTakeChange[]; unchanged: number }

/** Parses the file and compares each counted figure with the live one; writes nothing. */
export async function previewStockTake(db: Firestore, csv: string): Promise<StockTakePreview> {
  const take = parseStockTake(csv, products)
  const stocks = await readProductStocks(db, [...new Set(take.lines.map((line) => line.productId))])
  const changes: StockTakeChange[] = []
  let unchanged = 0
  for (const line of take.lines) {
    const before = stocks.get(line.productId)?.variants[line.key] ?? 0
    if (before === line.counted) unchanged += 1
    else
      changes.push({
        line: line.line,
        productId: line.productId,
        name: findProduct(line.productId)?.name ?? String(line.productId),
        label: line.label,
        before,
        counted: line.counted,
      })
  }
  return { errors: take.errors, changes, unchanged }
}

/**
 * Applies the counted figures of every line that parses, one count movement (one transaction) per product,
 * each setting the figure counted whatever sold meanwhile: the count is what is on the shelf. Lines refused
 * by the parser are never applied. Returns the moves (for the cached pages) and how many variants changed.
 */
export async function applyStockTake(
  db: Firestore,
  csv: string,
  actor: LedgerActor,
  note: string,
  now: Date = new Date(),
): Promise<{ changed: number; moves: StockMove[] }> {
  const take = parseStockTake(csv, products)
  const byProduct = new Map<number, { key: string; counted: number }[]>()
  for (const line of take.lines) {
    byProduct.set(line.productId, [
      ...(byProduct.get(line.productId) ?? []),
      { key: line.key, counted: line.counted },
    ])
  }
  let changed = 0
  const moves: StockMove[] = []
  for (const [productId, lines] of byProduct) {
    const outcome = await moveStock(db, { kind: 'count', productId, lines, note }, actor, now)
    if (outcome.ok) {
      changed += outcome.moved.length
      moves.push(outcome.move)
    }
  }
  return { changed, moves }
}
