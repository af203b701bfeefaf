import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { findProduct } from '@/lib/catalogue'
import { adminDb } from '@/lib/firebase/admin'
import { serverEnv } from '@/lib/env'
import { availabilityOf, productStockTag, type Availability } from './availability'
import { catalogueStock } from './stock-doc'
import { readStocks } from './stock-reads'

/**
 * A product's availability as its cached page states it, cached under the product's stock tag: the page is
 * built with it and rebuilt when lib/stock/refresh-availability.ts expires the tag, on every instance
 * (lib/cache/shared-tags.ts). Kept as long as the page otherwise (CATALOGUE_PAGE_LIFE), so a change made
 * outside the shop (in the Firebase console) shows within a day.
 *
 * During `next build` against the local emulators the figure is the catalogue's starting stock: the
 * emulators' data lives in memory and starts there (lib/stock/stock-doc.ts), and they are not running
 * while the test build runs. A production build reads Firestore.
 */
export async function pageAvailability(productId: number): Promise<Availability> {
  'use cache'
  // A 'use cache' function is also a server reference Next will run for a request that names it: whatever
  // arrives as the id, only a catalogue product is looked up, and anything else throws, which caches nothing
  // (an answer would be kept under each made-up argument, and enough of them push the pages' entries out).
  if (!Number.isSafeInteger(productId) || !findProduct(productId)) throw new Error('Not a catalogue product')
  cacheTag(productStockTag(productId))
  cacheLife('catalogue')
  if (process.env.NEXT_PHASE === 'phase-production-build' && serverEnv().mode === 'emulator') {
    return availabilityOf(catalogueStock(productId))
  }
  const stocks = await readStocks(adminDb(), [productId])
  return availabilityOf(stocks.get(productId) ?? 0)
}
