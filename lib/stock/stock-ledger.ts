import 'server-only'
import { FieldValue, type Firestore, Timestamp, type Transaction } from '@/lib/firebase/firestore-types'
import type { StockMove } from './availability'
import { type LedgerWhy, planStockChanges, type StockChange } from './ledger-plan'
import type { ProductStock } from './stock-doc'
import { ledgerCollection, stockRef } from './stock-reads'

/**
 * Every write of stock goes through here, inside the transaction that read the figures (orders,
 * cancellations, returns, lapsed holds, the back office's receipts, counts and write-offs, the migration):
 * it writes the product's stock document and one ledger line per variant moved, under
 * `stock/{productId}/ledger/{auto id}`. Ledger lines are only ever created, never edited (firestore.rules
 * deny clients everything; nothing in the shop updates them), so the figure always equals the sum of its
 * ledger (lib/stock/ledger-plan.ts, and its test).
 */

export function writeStockChanges(
  tx: Transaction,
  db: Firestore,
  stock: ProductStock,
  changes: readonly StockChange[],
  why: LedgerWhy,
  now: Date,
): StockMove {
  const plan = planStockChanges(stock, changes, why)
  const at = Timestamp.fromDate(now)
  tx.set(stockRef(db, stock.productId), {
    variants: plan.variants,
    available: plan.after,
    updatedAt: FieldValue.serverTimestamp(),
  })
  for (const entry of plan.entries) {
    const { actor, ...rest } = entry
    tx.create(ledgerCollection(db, stock.productId).doc(), {
      ...rest,
      by: { uid: actor.uid, role: actor.role, ...(actor.email ? { email: actor.email } : {}) },
      at,
    })
  }
  return { productId: stock.productId, before: plan.before, after: plan.after }
}
