import { NextRequest } from 'next/server'
import { products } from '@/data/products'
import { productTextsUr } from '@/data/ur/products'
import { buildCartView } from '@/lib/cart/cart-view-model'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'

const mockGetCartView = jest.fn()
jest.mock('@/lib/cart/cart-view', () => ({ getCartView: () => mockGetCartView() }))

import { GET } from './route'

const get = (query = '') => GET(new NextRequest(`http://shop.test/api/cart${query}`))
const product = products[0]!
const bag = buildCartView({
  signedIn: false,
  lines: [{ productId: product.id, color: product.colors[0]!.name, size: null, quantity: 2 }],
  stocks: new Map([[product.id, 5]]),
  isFirstOrder: true,
})

beforeEach(() => {
  mockGetCartView.mockReset()
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('GET /api/cart', () => {
  it('answers the bag, priced, for this browser only', async () => {
    mockGetCartView.mockResolvedValue(bag)
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe('Cookie')
    expect(await response.json()).toEqual(bag)
  })

  it("names the products in the page's language, and changes nothing else", async () => {
    mockGetCartView.mockResolvedValue(bag)
    const body = await (await get('?lang=ur')).json()
    expect(body.lines[0].name).toBe((productTextsUr as Record<number, { name: string }>)[product.id]!.name)
    expect({ ...body.lines[0], name: product.name }).toEqual(bag.lines[0])
    expect(body.pricing).toEqual(bag.pricing)
  })

  it('answers 503 with a code, never the error, when the store cannot answer', async () => {
    mockGetCartView.mockRejectedValue(new ServiceUnavailableError('firestore', 'read cart', 'timeout'))
    const response = await get()
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'store-unavailable' })
  })
})
