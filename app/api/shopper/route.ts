import type { NextRequest } from 'next/server'
import { readShopperSummary } from '@/lib/shopper/summary'
import { parseStockIds } from '@/lib/shopper/summary-types'

/**
 * The one uncached, per-shopper read behind the static catalogue pages: who is signed in, the badge counts,
 * the wishlist and live stock (GET /api/shopper?stock=1,2). `private, no-cache` (not `no-store`): no shared
 * cache may keep it and the browser asks again every time, while the page that fetched it stays eligible
 * for the back/forward cache.
 */
export async function GET(request: NextRequest) {
  const summary = await readShopperSummary(parseStockIds(request.nextUrl.searchParams.get('stock')))
  return Response.json(summary, {
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' },
  })
}
