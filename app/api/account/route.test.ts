import { NextRequest } from 'next/server'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'

const mockReadAccountPage = jest.fn()
jest.mock('@/lib/account/account-page-data', () => ({
  readAccountPage: (locale: string) => mockReadAccountPage(locale),
}))

import { GET } from './route'

const get = (query = '') => GET(new NextRequest(`http://shop.test/api/account${query}`))

beforeEach(() => {
  mockReadAccountPage.mockReset()
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('GET /api/account', () => {
  it("answers the signed-in shopper's account in the language asked for, for this browser only", async () => {
    mockReadAccountPage.mockResolvedValue({ user: { id: 'u1' }, wishlist: [], cart: {}, orders: [] })
    const response = await get('?lang=ur')
    expect(mockReadAccountPage).toHaveBeenCalledWith('ur')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe('Cookie')
    expect(await response.json()).toEqual({
      account: { user: { id: 'u1' }, wishlist: [], cart: {}, orders: [] },
    })
  })

  it('answers null for a visitor who is not signed in', async () => {
    mockReadAccountPage.mockResolvedValue(null)
    const response = await get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ account: null })
  })

  it('reads English for a missing or unknown language', async () => {
    mockReadAccountPage.mockResolvedValue(null)
    await get('?lang=fr')
    await get()
    expect(mockReadAccountPage.mock.calls).toEqual([['en'], ['en']])
  })

  it('answers 503 with a code, never the error, when the store cannot answer', async () => {
    mockReadAccountPage.mockRejectedValue(new ServiceUnavailableError('firestore', 'list orders', 'timeout'))
    const response = await get()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(await response.json()).toEqual({ error: 'store-unavailable' })
  })
})
