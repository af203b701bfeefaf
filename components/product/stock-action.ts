'use server'

import { unstable_rethrow } from 'next/navigation'
import { z } from 'zod'
import { getStock } from '@/lib/stock/stock'
import type { StockStatus } from '@/lib/stock/stock-doc'

/**
 * Live stock for Quick View, read when the dialog opens (the listing behind it is prerendered). Null when
 * it cannot be read: the dialog then lets the shopper try, and addToCart checks stock itself.
 */
export async function readStockAction(productId: number): Promise<StockStatus | null> {
  const parsed = z.number().int().positive().safeParse(productId)
  if (!parsed.success) return null
  try {
    return await getStock(parsed.data)
  } catch (error) {
    unstable_rethrow(error)
    console.error('[stock] could not read stock for Quick View', error)
    return null
  }
}
