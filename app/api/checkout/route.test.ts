import { NextRequest } from 'next/server'
import { cartRef } from '@/lib/cart/cart-reads'
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { encodeCartCookie } from '@/lib/cart/cart-cookie'
import type { CheckoutView } from '@/lib/checkout/checkout-view-types'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { ORDER_COUNTS_COLLECTION } from '@/lib/orders/order-doc'
import { stockRef } from '@/lib/stock/stock-reads'
import type { AppUser } from '@/lib/auth/user'
import { SCARF } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { rememberOrderAddress } from '@/lib/address-book/address-book-store'

/**
 * GET /api/checkout against a real (local, in-process) Firestore emulator: the bag, stock and order count
 * are read from it. The session and the Auth record are stand-ins (the route only reads them), and the
 * catalogue is the fixed test fixture.
 */
jest.mock('server-only', () => ({}))
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))
// Request-time: the route waits for a connection before reading the clock or the session.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => {} }))
const mockCookies = new Map<string, string>()
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockCookies.has(name) ? { value: mockCookies.get(name) } : undefined),
  }),
}))
const mockUid = jest.fn<Promise<string | null>, []>()
jest.mock('@/lib/shopper/current-shopper', () => ({
  pageViewUid: () => mockUid(),
  currentUid: () => mockUid(),
}))
const mockLoadAppUser = jest.fn<Promise<AppUser | null>, [string]>()
jest.mock('@/lib/auth/session', () => ({ loadAppUser: (uid: string) => mockLoadAppUser(uid) }))

import { GET } from './route'

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const UID = 'shopper-1'
const AYESHA: AppUser = {
  id: UID,
  email: 'ayesha@example.com',
  displayName: 'Ayesha Khan',
  photoURL: null,
  phoneNumber: '+923001234567',
  createdAt: null,
  language: 'english',
  isAdmin: false,
}
const SCARF_LINE = { productId: SCARF, color: 'Emerald' as const, size: null, quantity: 2 }

const get = (query: string) => GET(new NextRequest(`http://shop.test/api/checkout${query}`))

async function viewOf(response: Response): Promise<CheckoutView> {
  expect(response.status).toBe(200)
  return (await response.json()) as CheckoutView
}

beforeEach(() => {
  mockCookies.clear()
  mockUid.mockReset().mockResolvedValue(null)
  mockLoadAppUser.mockReset()
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

/** No saved address yet: the address fields start empty. */
const NO_ADDRESS = { address: '', city: '', province: '', postalCode: '' } as const

describe('GET /api/checkout', () => {
  it('answers a signed-in shopper with their bag, figures, defaults and a fresh key, only for this browser', async () => {
    mockUid.mockResolvedValue(UID)
    mockLoadAppUser.mockResolvedValue(AYESHA)
    await cartRef(db, UID).set({ lines: linesForCartDoc([SCARF_LINE]) })
    await stockRef(db, SCARF).set({ available: 10 })

    const response = await get('?lang=en')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe('Cookie')
    const view = await viewOf(response)
    expect(view).toEqual({
      guest: false,
      lines: [
        {
          key: expect.any(String),
          href: expect.stringMatching(/^\/product\//),
          name: 'Test Scarf',
          image: expect.any(String),
          color: 'Emerald',
          size: null,
          quantity: 2,
          unitPrice: 1599,
          lineTotal: 3198,
          problem: null,
        },
      ],
      itemCount: 2,
      pricing: {
        subtotal: 3198,
        discount: 0,
        shipping: expect.any(Number),
        total: expect.any(Number),
        promoCode: null,
      },
      canCheckout: true,
      problems: [],
      firstOrder: true,
      defaults: { ...NO_ADDRESS, fullName: 'Ayesha Khan', mobile: '0300 1234567' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(mockLoadAppUser).toHaveBeenCalledWith(UID)

    // Every answer carries a new key: the page decides which one an attempt keeps.
    const again = await viewOf(await get('?lang=en'))
    expect(again.idempotencyKey).not.toBe(view.idempotencyKey)
  })

  it('answers a guest from the bag cookie, asks nothing of Auth, and names the stock problems', async () => {
    mockCookies.set('fatin_cart', encodeCartCookie([SCARF_LINE]))
    await stockRef(db, SCARF).set({ available: 1 })

    const view = await viewOf(await get('?lang=en'))
    expect(view.guest).toBe(true)
    expect(view.defaults).toEqual({ ...NO_ADDRESS, fullName: '', mobile: '' })
    expect(view.firstOrder).toBe(true)
    expect(view.canCheckout).toBe(false)
    expect(view.problems).toEqual([
      { key: expect.any(String), name: 'Test Scarf', problem: { code: 'only-left', available: 1 } },
    ])
    expect(mockLoadAppUser).not.toHaveBeenCalled()
  })

  it('knows a returning shopper is not on their first order, and leaves the default name blank', async () => {
    mockUid.mockResolvedValue(UID)
    mockLoadAppUser.mockResolvedValue({ ...AYESHA, displayName: 'User', phoneNumber: null })
    await db.collection(ORDER_COUNTS_COLLECTION).doc(UID).set({ count: 2 })

    const view = await viewOf(await get('?lang=ur'))
    expect(view.firstOrder).toBe(false)
    expect(view.lines).toEqual([])
    expect(view.canCheckout).toBe(false)
    expect(view.defaults).toEqual({ ...NO_ADDRESS, fullName: '', mobile: '' })
  })

  it.each([[''], ['?lang='], ['?lang=fr'], ['?lang=EN']])(
    'reads English for a missing or unknown language (%p)',
    async (query) => {
      mockUid.mockResolvedValue(UID)
      mockLoadAppUser.mockResolvedValue(AYESHA)
      await cartRef(db, UID).set({ lines: linesForCartDoc([SCARF_LINE]) })
      await stockRef(db, SCARF).set({ available: 10 })
      const english = await viewOf(await get('?lang=en'))
      const view = await viewOf(await get(query))
      expect(view.lines.map((line) => line.name)).toEqual(english.lines.map((line) => line.name))
      expect({ ...view, idempotencyKey: '' }).toEqual({ ...english, idempotencyKey: '' })
    },
  )

  it('answers 503 with a code, not the error, when the store cannot be read', async () => {
    mockUid.mockResolvedValue(UID)
    mockLoadAppUser.mockRejectedValue(new Error('14 UNAVAILABLE: connect ECONNREFUSED 127.0.0.1:9099'))
    const response = await get('?lang=en')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: 'store-unavailable' })
    expect(text).not.toMatch(/UNAVAILABLE|ECONNREFUSED/)
  })

  it("fills the form from the account's saved address once she has ordered to one", async () => {
    mockUid.mockResolvedValue(UID)
    mockLoadAppUser.mockResolvedValue(AYESHA)
    await cartRef(db, UID).set({ lines: linesForCartDoc([SCARF_LINE]) })
    await rememberOrderAddress(db, UID, {
      fullName: 'Ayesha K.',
      mobile: '+923451234567',
      address: 'Flat 3, Clifton Block 5',
      city: 'Karachi',
      province: 'Sindh',
      postalCode: '75600',
    })
    const view = await viewOf(await get('?lang=en'))
    expect(view.defaults).toEqual({
      fullName: 'Ayesha K.',
      mobile: '0345 1234567',
      address: 'Flat 3, Clifton Block 5',
      city: 'Karachi',
      province: 'Sindh',
      postalCode: '75600',
    })
  })
})
