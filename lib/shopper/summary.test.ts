import { getPageViewSession, loadAppUser } from '@/lib/auth/session'
import { readCart } from '@/lib/cart/cart-store'
import { getStocks } from '@/lib/stock/stock'
import { readWishlist } from '@/lib/wishlist/wishlist-store'
import { readShopperSummary } from './summary'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/auth/session', () => ({ getPageViewSession: jest.fn(), loadAppUser: jest.fn() }))
jest.mock('@/lib/cart/cart-store', () => ({ readCart: jest.fn() }))
jest.mock('@/lib/wishlist/wishlist-store', () => ({ readWishlist: jest.fn() }))
jest.mock('@/lib/stock/stock', () => ({ getStocks: jest.fn() }))

const session = jest.mocked(getPageViewSession)
type Session = NonNullable<Awaited<ReturnType<typeof getPageViewSession>>>
/** The verified claims the code reads; the rest of a decoded token does not matter here. */
const claims = (fields: Partial<Session>): Session => ({ ...fields }) as unknown as Session
const appUser = jest.mocked(loadAppUser)
const cart = jest.mocked(readCart)
const wishlist = jest.mocked(readWishlist)
const stocks = jest.mocked(getStocks)

const line = (productId: number, quantity: number) => ({ productId, color: null, size: null, quantity })
const sara = {
  id: 'u1',
  email: 'sara@example.com',
  displayName: 'Sara',
  photoURL: null,
  phoneNumber: null,
  createdAt: null,
  language: 'english' as const,
  isAdmin: false as const,
}

beforeEach(() => {
  jest.resetAllMocks()
  jest.spyOn(console, 'error').mockImplementation(() => {})
  cart.mockResolvedValue([line(1, 2), line(903, 1)])
  wishlist.mockResolvedValue([5, 6])
  stocks.mockResolvedValue(new Map([[1, 3]]))
})

describe('readShopperSummary', () => {
  it("a guest: no user, the cookie bag's counts and wishlist, and the stock asked for", async () => {
    session.mockResolvedValue(null)
    const summary = await readShopperSummary([1, 2])
    expect(summary).toEqual({
      user: null,
      counts: { cart: 3, wishlist: 2 },
      wishlist: [5, 6],
      stock: {
        '1': { available: 3, inStock: true, lowStock: true },
        '2': { available: 0, inStock: false, lowStock: false },
      },
    })
    expect(cart).toHaveBeenCalledWith(null)
  })

  it("a signed-in shopper: the account's user, bag and wishlist, by the session's uid", async () => {
    session.mockResolvedValue(claims({ uid: 'u1', email: 'sara@example.com' }))
    appUser.mockResolvedValue(sara)
    const summary = await readShopperSummary([])
    expect(summary.user).toEqual(sara)
    expect(cart).toHaveBeenCalledWith('u1')
    expect(wishlist).toHaveBeenCalledWith('u1')
    expect(summary.stock).toEqual({})
    expect(stocks).not.toHaveBeenCalled()
  })

  it('keeps the shopper signed in from the verified cookie when their record cannot be read', async () => {
    session.mockResolvedValue(claims({ uid: 'u1', email: 'sara@example.com', name: 'Sara' }))
    appUser.mockRejectedValue(new Error('deadline exceeded'))
    const summary = await readShopperSummary([])
    expect(summary.user).toMatchObject({ id: 'u1', email: 'sara@example.com', displayName: 'Sara' })
  })

  it('leaves the counts, wishlist and stock unknown (null) when Firestore fails, never zero', async () => {
    session.mockResolvedValue(claims({ uid: 'u1' }))
    appUser.mockResolvedValue(sara)
    cart.mockRejectedValue(new Error('14 UNAVAILABLE'))
    wishlist.mockRejectedValue(new Error('14 UNAVAILABLE'))
    stocks.mockRejectedValue(new Error('14 UNAVAILABLE'))
    const summary = await readShopperSummary([1])
    expect(summary).toEqual({ user: sara, counts: null, wishlist: null, stock: null })
  })
})
