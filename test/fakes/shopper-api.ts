import { resetShopperStoreForTests } from '@/lib/shopper/browser-store'
import type { ShopperSummary } from '@/lib/shopper/summary-types'
import type { StockStatus } from '@/lib/stock/stock-status'

type FakeShopper = {
  user?: ShopperSummary['user']
  counts?: ShopperSummary['counts']
  wishlist?: ShopperSummary['wishlist']
  /** Live stock the fake server knows, by product id; others answer as plentiful. */
  stock?: Record<number, StockStatus>
}

/**
 * A stand-in for GET /api/shopper in component tests: replaces fetch, answers with this shopper, and starts
 * the browser's shopper store afresh. Returns the fetch mock so a test can see what was asked.
 */
export function fakeShopperApi(shopper: FakeShopper = {}) {
  resetShopperStoreForTests()
  const fetchMock = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://shop.test')
    const ids = (url.searchParams.get('stock') ?? '').split(',').filter(Boolean)
    const body: ShopperSummary = {
      user: shopper.user ?? null,
      counts: shopper.counts === undefined ? { cart: 0, wishlist: 0 } : shopper.counts,
      wishlist: shopper.wishlist === undefined ? [] : shopper.wishlist,
      stock: Object.fromEntries(
        ids.map((id) => [
          id,
          shopper.stock?.[Number(id)] ?? { available: 50, inStock: true, lowStock: false },
        ]),
      ),
    }
    return { ok: true, json: async () => body } as unknown as Response
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}
