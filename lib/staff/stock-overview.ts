import 'server-only'
import { connection } from 'next/server'
import { products } from '@/data/products'
import { findProduct } from '@/lib/catalogue'
import { adminDb } from '@/lib/firebase/admin'
import { readShelfHoldingLines } from '@/lib/orders/order-reads'
import { readWaitingCounts } from '@/lib/stock/back-in-stock/alert-reads'
import { heldByOpenOrders } from '@/lib/stock/held-by-open-orders'
import { type LedgerLine, readLedger, readProductStocks } from '@/lib/stock/stock-reads'
import { type StockFilters, type StockRow, stockRows } from './stock-filters'

/**
 * What /staff/stock reads, per request (staff act on the figures of now; never cached): every product's
 * variants in one batched read, and how many shoppers wait for each variant ("tell me when it's back").
 */
export async function readStockOverview(filters: StockFilters): Promise<StockRow[]> {
  await connection()
  const db = adminDb()
  const [stocks, waiting] = await Promise.all([
    readProductStocks(
      db,
      products.map((product) => product.id),
    ),
    readWaitingCounts(db),
  ])
  return stockRows(products, stocks, waiting, filters)
}

/**
 * One product for /staff/stock/{id}: its variants, its ledger (newest first) and the units of each variant
 * open orders hold (still on the shelf, for the count form); null for an unknown id.
 */
export async function readStockProduct(
  id: number,
): Promise<{ row: StockRow; ledger: LedgerLine[]; held: Record<string, number> } | null> {
  await connection()
  const product = findProduct(id)
  if (!product) return null
  const db = adminDb()
  const [stocks, waiting, ledger, openLines] = await Promise.all([
    readProductStocks(db, [id]),
    readWaitingCounts(db),
    readLedger(db, id),
    readShelfHoldingLines(db),
  ])
  const [row] = stockRows([product], stocks, waiting, { q: null, show: null, group: null })
  return row ? { row, ledger, held: heldByOpenOrders(openLines, id) } : null
}
