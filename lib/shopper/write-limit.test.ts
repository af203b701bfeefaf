import { ABAYA, SCARF } from '@/test/fixtures/fixture-products'

/**
 * Bag and wishlist changes are limited per shopper: 60 a minute, bag and wishlist together, counted by
 * account or, for a guest, by the guest's own cookie. The stores are faked; the limiter is the real one
 * (its in-memory store, the default).
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

type Cookie = { name: string; value: string; options?: { httpOnly?: boolean; maxAge?: number } }
const mockJar = new Map<string, Cookie>()
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => mockJar.get(name),
    has: (name: string) => mockJar.has(name),
    set: (name: string, value: string, options?: Cookie['options']) =>
      void mockJar.set(name, { name, value, options }),
    delete: (name: string) => void mockJar.delete(name),
  }),
}))

let mockUid: string | null = null
jest.mock('@/lib/shopper/shopper-for-change', () => ({ shopperForChange: async () => mockUid }))

const mockChangeCart = jest.fn(async () => ({ ok: true as const, lines: [] }))
jest.mock('@/lib/cart/cart-store', () => ({ changeCart: () => mockChangeCart() }))
jest.mock('@/lib/cart/cart-reads', () => ({ readCart: async () => [] }))
jest.mock('@/lib/wishlist/wishlist-reads', () => ({ readWishlist: async () => [] }))
const mockChangeWishlist = jest.fn(async () => 0)
jest.mock('@/lib/wishlist/wishlist-store', () => ({
  changeWishlist: async (_uid: string | null, change: (ids: number[]) => { result: unknown }) => {
    await mockChangeWishlist()
    return change([]).result
  },
}))

import { addToCart, removeCartLine, updateCartLine } from '@/lib/cart/actions'
import { moveWishlistItemToCart, toggleWishlist } from '@/lib/wishlist/actions'

const LIMIT = 60

let counter = 0
function newAccount() {
  counter += 1
  mockUid = `writer-${counter}`
}
function newGuest() {
  mockUid = null
  mockJar.clear()
}

beforeEach(() => {
  mockChangeCart.mockClear()
  mockChangeWishlist.mockClear()
})

describe('bag and wishlist changes per shopper', () => {
  it(`lets an account make ${LIMIT} changes a minute, bag and wishlist together, then refuses the next`, async () => {
    newAccount()
    for (let i = 0; i < LIMIT / 4; i += 1) {
      expect(await addToCart(SCARF, 'Emerald', null, 1)).toMatchObject({ ok: true })
      expect(await updateCartLine(SCARF, 'Emerald', null, 2)).toMatchObject({ ok: true })
      expect(await removeCartLine(SCARF, 'Emerald', null)).toMatchObject({ ok: true })
      expect(await toggleWishlist(ABAYA)).toMatchObject({ ok: true })
    }
    expect(mockChangeCart).toHaveBeenCalledTimes(LIMIT * 0.75)

    expect(await addToCart(SCARF, 'Emerald', null, 1)).toEqual({ ok: false, code: 'too-many-changes' })
    expect(await toggleWishlist(ABAYA)).toEqual({ ok: false, code: 'too-many-changes' })
    expect(await moveWishlistItemToCart(SCARF, 'Emerald', null)).toEqual({
      ok: false,
      code: 'too-many-changes',
    })
    expect(await updateCartLine(SCARF, 'Emerald', null, 0)).toEqual({ ok: false, code: 'too-many-changes' })
    // Refused changes never reach the bag or the wishlist.
    expect(mockChangeCart).toHaveBeenCalledTimes(LIMIT * 0.75)
    expect(mockChangeWishlist).toHaveBeenCalledTimes(LIMIT / 4)
  })

  it('counts every account apart', async () => {
    newAccount()
    for (let i = 0; i < LIMIT; i += 1) await toggleWishlist(ABAYA)
    expect(await toggleWishlist(ABAYA)).toEqual({ ok: false, code: 'too-many-changes' })
    newAccount()
    expect(await toggleWishlist(ABAYA)).toMatchObject({ ok: true })
  })

  it('counts a guest by a random id in an httpOnly cookie given at the first change', async () => {
    newGuest()
    expect(await addToCart(SCARF, 'Emerald', null, 1)).toMatchObject({ ok: true })
    const guestId = mockJar.get('fatin_guest')?.value
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(mockJar.get('fatin_guest')?.options).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 60 * 60 })
    for (let i = 1; i < LIMIT; i += 1) await addToCart(SCARF, 'Emerald', null, 1)
    expect(mockJar.get('fatin_guest')?.value).toBe(guestId)
    expect(await addToCart(SCARF, 'Emerald', null, 1)).toEqual({ ok: false, code: 'too-many-changes' })

    // Another guest (another browser) shops on.
    newGuest()
    expect(await addToCart(SCARF, 'Emerald', null, 1)).toMatchObject({ ok: true })
    expect(mockJar.get('fatin_guest')?.value).not.toBe(guestId)
  })

  it('replaces a guest id that is not one the shop gave', async () => {
    newGuest()
    mockJar.set('fatin_guest', { name: 'fatin_guest', value: 'everyone' })
    expect(await toggleWishlist(ABAYA)).toMatchObject({ ok: true })
    expect(mockJar.get('fatin_guest')?.value).toMatch(/^[0-9a-f-]{36}$/)
  })
})
