import { NextRequest } from 'next/server'
import { productTextsUr } from '@/data/ur/products'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'

const mockGetWishlistView = jest.fn()
jest.mock('@/lib/wishlist/wishlist-view', () => ({ getWishlistView: () => mockGetWishlistView() }))

import { GET } from './route'

const get = (query = '') => GET(new NextRequest(`http://shop.test/api/wishlist${query}`))
const saved = [{ productId: 1, name: 'Classic Black Abaya', price: 8999, inStock: true, available: 4 }]

beforeEach(() => {
  mockGetWishlistView.mockReset()
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('GET /api/wishlist', () => {
  it('answers the saved products for this browser only, in English by default', async () => {
    mockGetWishlistView.mockResolvedValue(saved)
    const response = await get('?lang=xx')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(await response.json()).toEqual(saved)
  })

  it('names them in Urdu on an Urdu page', async () => {
    mockGetWishlistView.mockResolvedValue(saved)
    const [item] = await (await get('?lang=ur')).json()
    expect(item).toEqual({ ...saved[0], name: (productTextsUr as Record<number, { name: string }>)[1]!.name })
  })

  it('answers 503 when the store cannot answer', async () => {
    mockGetWishlistView.mockRejectedValue(
      new ServiceUnavailableError('firestore', 'read wishlist', 'timeout'),
    )
    const response = await get()
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'store-unavailable' })
  })
})
