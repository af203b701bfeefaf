import type { ShopperSummary } from '@/lib/shopper/summary-types'
import { requestShopper, resetShopperStoreForTests, setShopperCounts, shopperSnapshot } from './browser-store'

const summary = (cart: number): ShopperSummary => ({
  user: null,
  counts: { cart, wishlist: 0 },
  wishlist: [],
  stock: {},
})

function answer(body: ShopperSummary) {
  return { ok: true, json: async () => body } as unknown as Response
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('shopper store', () => {
  beforeEach(() => resetShopperStoreForTests())

  it('never lets an answer read before a bag change overwrite the count that change answered with', async () => {
    let releaseFirst: (response: Response) => void = () => {}
    const fetchMock = jest
      .fn()
      .mockReturnValueOnce(new Promise<Response>((resolve) => (releaseFirst = resolve)))
      .mockResolvedValue(answer(summary(1)))
    global.fetch = fetchMock as unknown as typeof fetch

    requestShopper()
    await tick()
    expect(fetchMock).toHaveBeenCalledTimes(1)

    // The shopper adds to the bag while the first read is on its way; the action answers 1.
    setShopperCounts({ cart: 1, wishlist: 0 })
    releaseFirst(answer(summary(0)))
    await tick()
    expect(shopperSnapshot().counts).toEqual({ cart: 1, wishlist: 0 })

    // It reads again, and that answer (which includes the change) is taken.
    await tick()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(shopperSnapshot()).toMatchObject({ known: true, counts: { cart: 1, wishlist: 0 } })
  })

  it('takes an answer when nothing changed meanwhile', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(summary(3))) as unknown as typeof fetch
    requestShopper()
    await tick()
    await tick()
    expect(shopperSnapshot()).toMatchObject({ known: true, counts: { cart: 3, wishlist: 0 } })
  })

  it('waits for the page to finish hydrating, so the header and the cards mounting later share one request', async () => {
    // A browser window, as far as the store looks at it (these tests run in Node).
    const idle: Array<() => void> = []
    const requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }))
      return idle.length
    })
    Object.assign(globalThis, { window: { requestIdleCallback } })
    const fetchMock = jest.fn().mockResolvedValue(answer(summary(0)))
    global.fetch = fetchMock as unknown as typeof fetch
    try {
      requestShopper() // the header
      await tick()
      await tick()
      requestShopper({ stockFor: 4 }) // the cards, a few slices of hydration later
      requestShopper({ stockFor: 902 })
      await tick()
      expect(fetchMock).not.toHaveBeenCalled()

      idle.shift()?.()
      await tick()
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(fetchMock.mock.calls[0][0]).toBe('/api/shopper?stock=4,902')
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })
})
