import 'server-only'
import { products } from '@/data/products'
import { adminDb } from '@/lib/firebase/admin'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { LOW_STOCK_THRESHOLD } from '@/lib/stock/stock-status'
import { readStocks } from '@/lib/stock/stock-reads'

export type LowStockProduct = { id: number; name: string; available: number }

/**
 * Products running low: at or below the same threshold that shows shoppers "Only N left!"
 * (lib/stock/stock-doc.ts), sold out included, fewest first. One batched read of every product's stock.
 */
export async function lowStockProducts(db: Firestore = adminDb()): Promise<LowStockProduct[]> {
  const stocks = await readStocks(
    db,
    products.map((product) => product.id),
  )
  return products
    .map((product) => ({ id: product.id, name: product.name, available: stocks.get(product.id) ?? 0 }))
    .filter((product) => product.available <= LOW_STOCK_THRESHOLD)
    .sort((a, b) => a.available - b.available || a.name.localeCompare(b.name))
}
