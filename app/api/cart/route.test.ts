import { NextRequest } from 'next/server'
import { productTextsUr } from '@/data/ur/products'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'

// The route over the real getCartView (catalogue join, stock limits, pricing); only the shopper's stored
// lines and the live stock are stand-ins, since they come from the request's cookies and from Firestore.
const mockLoadShopperData = jest.fn()
const mockGetStocks = jest.fn()
jest.mock('@/lib/shopper/shopper-data', () => ({ loadShopperData: () => mockLoadShopperData() }))
jest.mock('@/lib/stock/stock-reads', () => ({ getProductStocks: (ids: number[]) => mockGetStocks(ids) }))

import { GET } from './route'

const get = (query = '') => GET(new NextRequest(`http://shop.test/api/cart${query}`))

// Real catalogue products: 1501 Argan & Amla Hair Oil $18.99, 1503 Rice Water Repair Mask $21.99.
const lines = [
  { productId: 1501, color: null, size: null, quantity: 2 },
  { productId: 1503, color: null, size: null, quantity: 1 },
]

beforeEach(() => {
  mockLoadShopperData.mockReset().mockResolvedValue({ uid: null, lines, wishlist: [] })
  mockGetStocks.mockReset().mockResolvedValue(
    // Per variant: these two have no colours or sizes, so one variant each ('|').
    new Map([
      [1501, { productId: 1501, form: 'variants', variants: { '|': 20 } }],
      [1503, { productId: 1503, form: 'variants', variants: { '|': 0 } }],
    ]),
  )
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('GET /api/cart', () => {
  it('answers the bag, priced from the catalogue with live stock, for this browser only', async () => {
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe('Cookie')
    const cart = await response.json()
    expect(cart.signedIn).toBe(false)
    expect(cart.lines.map((line: { name: string }) => line.name)).toEqual([
      'Argan & Amla Hair Oil',
      'Rice Water Repair Mask',
    ])
    expect(cart.lines[0]).toMatchObject({ quantity: 2, unitPrice: 1899, lineTotal: 3798, problem: null })
    expect(cart.lines[1].problem).toEqual({ code: 'out-of-stock' })
    expect(cart.pricing.subtotal).toBe(3798 + 2199)
    expect(cart.canCheckout).toBe(false)
    expect(mockGetStocks).toHaveBeenCalledWith([1501, 1503])
  })

  it("names the products in the page's language, and changes nothing else", async () => {
    const english = await (await get('?lang=en')).json()
    const urdu = await (await get('?lang=ur')).json()
    const urduNames = productTextsUr as Record<number, { name: string }>
    expect(urdu.lines.map((line: { name: string }) => line.name)).toEqual([
      urduNames[1501]!.name,
      urduNames[1503]!.name,
    ])
    expect({
      ...urdu,
      lines: urdu.lines.map((line: object, index: number) => ({ ...line, name: english.lines[index].name })),
    }).toEqual(english)
  })

  it('answers in English for a missing or unknown language', async () => {
    const [unknown, missing] = await Promise.all([(await get('?lang=fr')).json(), (await get()).json()])
    expect(unknown.lines[0].name).toBe('Argan & Amla Hair Oil')
    expect(missing.lines[0].name).toBe('Argan & Amla Hair Oil')
  })

  it('answers an empty bag to a visitor with nothing in it', async () => {
    mockLoadShopperData.mockResolvedValue({ uid: null, lines: [], wishlist: [] })
    mockGetStocks.mockResolvedValue(new Map())
    const cart = await (await get()).json()
    expect(cart).toMatchObject({ lines: [], itemCount: 0, canCheckout: false })
  })

  it('answers 503 with a code, never the error, when the store cannot answer', async () => {
    mockGetStocks.mockRejectedValue(new ServiceUnavailableError('firestore', 'read stock', 'timeout'))
    const response = await get()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(await response.json()).toEqual({ error: 'store-unavailable' })
  })
})
