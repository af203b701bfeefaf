import { NextRequest } from 'next/server'
import { productTextsUr } from '@/data/ur/products'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'

// The route over the real getWishlistView (catalogue join, stock words); only the saved ids and the live
// stock are stand-ins, since they come from the request's cookies and from Firestore.
const mockLoadShopperData = jest.fn()
const mockGetStocks = jest.fn()
jest.mock('@/lib/shopper/shopper-data', () => ({ loadShopperData: () => mockLoadShopperData() }))
jest.mock('@/lib/stock/stock-reads', () => ({ getStocks: (ids: number[]) => mockGetStocks(ids) }))

import { GET } from './route'

const get = (query = '') => GET(new NextRequest(`http://shop.test/api/wishlist${query}`))

beforeEach(() => {
  // 1501 Argan & Amla Hair Oil (nothing to choose), 3 Open-Front Linen Abaya (colours and sizes).
  mockLoadShopperData.mockReset().mockResolvedValue({ uid: null, lines: [], wishlist: [1501, 3] })
  mockGetStocks.mockReset().mockResolvedValue(
    new Map([
      [1501, 3],
      [3, 0],
    ]),
  )
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('GET /api/wishlist', () => {
  it('answers the saved products with live stock and what Move to Bag needs, for this browser only', async () => {
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe('Cookie')
    const [oil, abaya] = await response.json()
    expect(oil).toMatchObject({
      productId: 1501,
      name: 'Argan & Amla Hair Oil',
      price: 1899,
      href: '/product/1501',
      inStock: true,
      available: 3,
      lowStock: true,
      needsOptions: false,
    })
    expect(abaya).toMatchObject({ productId: 3, inStock: false, available: 0, needsOptions: true })
    expect(abaya.colors.length).toBeGreaterThan(0)
  })

  it("names them in the page's language, English when the language is missing or unknown", async () => {
    const urduNames = productTextsUr as Record<number, { name: string }>
    const urdu = await (await get('?lang=ur')).json()
    expect(urdu.map((item: { name: string }) => item.name)).toEqual([
      urduNames[1501]!.name,
      urduNames[3]!.name,
    ])
    const unknown = await (await get('?lang=xx')).json()
    expect(unknown[0].name).toBe('Argan & Amla Hair Oil')
  })

  it('answers 503 with a code, never the error, when the store cannot answer', async () => {
    mockLoadShopperData.mockRejectedValue(
      new ServiceUnavailableError('firestore', 'read wishlist', 'timeout'),
    )
    const response = await get()
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'store-unavailable' })
  })
})
