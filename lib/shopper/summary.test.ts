import { readAccount } from '@/lib/auth/account-standing'
import { getPageViewSession, userFromRecord } from '@/lib/auth/session'
import { readGuestCart } from '@/lib/cart/cart-reads'
import { getProductStocks } from '@/lib/stock/stock-reads'
import { readGuestWishlist } from '@/lib/wishlist/wishlist-reads'
import { readAccountDocs } from './account-docs'
import { forgetAccountDocs } from './account-docs-cache'
import { requestDataStamp } from './account-data-stamp'
import { readShopperSummary } from './summary'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/auth/session', () => ({ getPageViewSession: jest.fn(), userFromRecord: jest.fn() }))
jest.mock('@/lib/auth/account-standing', () => ({ PAGE_VIEW_STANDING_MS: 30_000, readAccount: jest.fn() }))
jest.mock('@/lib/cart/cart-reads', () => ({ readGuestCart: jest.fn() }))
jest.mock('@/lib/wishlist/wishlist-reads', () => ({ readGuestWishlist: jest.fn() }))
jest.mock('@/lib/stock/stock-reads', () => ({ getProductStocks: jest.fn() }))
jest.mock('./account-docs', () => ({ readAccountDocs: jest.fn() }))
jest.mock('./account-data-stamp', () => ({ requestDataStamp: jest.fn() }))

const session = jest.mocked(getPageViewSession)
type Session = NonNullable<Awaited<ReturnType<typeof getPageViewSession>>>
/** The verified claims the code reads; the rest of a decoded token does not matter here. */
const claims = (fields: Partial<Session>): Session => ({ ...fields }) as unknown as Session
const account = jest.mocked(readAccount)
const fromRecord = jest.mocked(userFromRecord)
const guestCart = jest.mocked(readGuestCart)
const guestWishlist = jest.mocked(readGuestWishlist)
const stocks = jest.mocked(getProductStocks)
/** One product's stock as the reads give it: a figure per variant ('Colour|Size'). */
const stockOf = (productId: number, variants: Record<string, number>) =>
  [productId, { productId, form: 'variants' as const, variants }] as const
const accountDocs = jest.mocked(readAccountDocs)
const stamp = jest.mocked(requestDataStamp)

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
const record = { uid: 'u1' } as Awaited<ReturnType<typeof readAccount>>
const profile = {
  name: 'Sara',
  phone: '',
  email: 'sara@example.com',
  language: 'english' as const,
  createdAt: null,
}

beforeEach(() => {
  jest.resetAllMocks()
  forgetAccountDocs('u1')
  stamp.mockResolvedValue('stamp-1')
  jest.spyOn(console, 'error').mockImplementation(() => {})
  guestCart.mockResolvedValue([line(1, 2), line(903, 1)])
  guestWishlist.mockResolvedValue([5, 6])
  stocks.mockResolvedValue(new Map([stockOf(1, { 'Black|S': 1, 'Black|M': 2 })]))
  account.mockResolvedValue(record)
  fromRecord.mockReturnValue(sara)
  accountDocs.mockResolvedValue({
    profile,
    cart: [line(7, 1)],
    wishlist: [8],
    stock: new Map([stockOf(1, { 'Black|M': 0 })]),
  })
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
        '1': { available: 3, inStock: true, lowStock: true, variants: { 'Black|S': 1, 'Black|M': 2 } },
        '2': { available: 0, inStock: false, lowStock: false, variants: {} },
      },
    })
    expect(accountDocs).not.toHaveBeenCalled()
  })

  it("a signed-in shopper: the account's user, bag, wishlist and stock, by the session's uid, in one read", async () => {
    session.mockResolvedValue(claims({ uid: 'u1', email: 'sara@example.com' }))
    const summary = await readShopperSummary([1])
    expect(summary).toEqual({
      user: sara,
      counts: { cart: 1, wishlist: 1 },
      wishlist: [8],
      stock: { '1': { available: 0, inStock: false, lowStock: false, variants: { 'Black|M': 0 } } },
    })
    expect(accountDocs).toHaveBeenCalledWith('u1', [1])
    expect(fromRecord).toHaveBeenCalledWith(record, profile)
    // The page-view standing: the record the session check has just read on this server.
    expect(account).toHaveBeenCalledWith('u1', { maxAgeMs: 30_000, stamp: 'stamp-1' })
    expect(guestCart).not.toHaveBeenCalled()
    expect(stocks).not.toHaveBeenCalled()
  })

  it('keeps the shopper signed in from the verified cookie when their record cannot be read', async () => {
    session.mockResolvedValue(claims({ uid: 'u1', email: 'sara@example.com', name: 'Sara' }))
    account.mockRejectedValue(new Error('deadline exceeded'))
    const summary = await readShopperSummary([])
    expect(summary.user).toMatchObject({ id: 'u1', email: 'sara@example.com', displayName: 'Sara' })
    expect(summary.counts).toEqual({ cart: 1, wishlist: 1 })
  })

  it('leaves the counts, wishlist and stock unknown (null) when Firestore fails, never zero', async () => {
    session.mockResolvedValue(claims({ uid: 'u1' }))
    accountDocs.mockRejectedValue(new Error('14 UNAVAILABLE'))
    const summary = await readShopperSummary([1])
    expect(summary).toEqual({ user: sara, counts: null, wishlist: null, stock: null })
    expect(fromRecord).toHaveBeenCalledWith(record, null)
  })

  it("a guest's stock is unknown when Firestore fails, while the cookie's counts still show", async () => {
    session.mockResolvedValue(null)
    stocks.mockRejectedValue(new Error('14 UNAVAILABLE'))
    const summary = await readShopperSummary([1])
    expect(summary).toEqual({ user: null, counts: { cart: 3, wishlist: 2 }, wishlist: [5, 6], stock: null })
  })

  it("reuses this server's read of the shopper's documents for the same data stamp, with stock read live", async () => {
    session.mockResolvedValue(claims({ uid: 'u1' }))
    await readShopperSummary([])
    stocks.mockResolvedValue(new Map([stockOf(1, { '|': 9 })]))
    const again = await readShopperSummary([1])
    expect(accountDocs).toHaveBeenCalledTimes(1)
    expect(again).toMatchObject({
      counts: { cart: 1, wishlist: 1 },
      stock: { '1': { available: 9, inStock: true, lowStock: false, variants: { '|': 9 } } },
    })
    expect(stocks).toHaveBeenCalledWith([1])
  })

  it('reads afresh once the browser carries a new stamp (it changed something, on any server)', async () => {
    session.mockResolvedValue(claims({ uid: 'u1' }))
    await readShopperSummary([])
    stamp.mockResolvedValue('stamp-2')
    accountDocs.mockResolvedValue({ profile, cart: [line(7, 3)], wishlist: [], stock: new Map() })
    const after = await readShopperSummary([])
    expect(accountDocs).toHaveBeenCalledTimes(2)
    expect(after.counts).toEqual({ cart: 3, wishlist: 0 })
  })
})
