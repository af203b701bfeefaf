import { linesForCartDoc } from '@/lib/cart/cart-doc'
import type { CartLine } from '@/lib/cart/cart-line'
import { addLine } from '@/lib/cart/cart-ops'
import { cartRef, changeAccountCart, readAccountCart } from '@/lib/cart/cart-store'
import { mergeIntoAccount } from '@/lib/shopper/merge-guest-data'
import { ABAYA, KAFTAN, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { readStocks, stockRef } from '@/lib/stock/stock'
import { readAccountWishlist, wishlistRef } from '@/lib/wishlist/wishlist-store'
import { ORDER_COUNTS_COLLECTION, ORDERS_COLLECTION } from './order-doc'
import { listOrders, readOrderCount, readOwnOrder } from './orders'
import { ORDER_CONFLICT_MESSAGE, type OrderRequest, placeOrderInTransaction } from './place-order-core'

/**
 * Integration tests against a real (local, in-process) Firestore emulator: the order transaction, the bag
 * in Firestore and the sign-in merge. The catalogue is a fixed fixture so catalogue edits don't break them.
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const UID = 'shopper-1'
const address = {
  fullName: 'Ayesha Khan',
  mobile: '+923001234567',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
} as const

let keyCounter = 0
function request(overrides: Partial<OrderRequest> = {}): OrderRequest {
  keyCounter += 1
  return {
    idempotencyKey: `00000000-0000-4000-8000-${String(keyCounter).padStart(12, '0')}`,
    promoCode: null,
    address,
    ...overrides,
  }
}

async function fillBag(uid: string, lines: CartLine[]) {
  await cartRef(db, uid).set({ lines: linesForCartDoc(lines) })
}

const twoAbayasAndAScarf: CartLine[] = [
  { productId: ABAYA, color: 'Black', size: 'M', quantity: 2 },
  { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
]

async function orderDocCount() {
  return (await db.collection(ORDERS_COLLECTION).get()).size
}

describe('placeOrderInTransaction (Firestore emulator)', () => {
  it('prices from the catalogue, decrements stock, writes the order, counts it and empties the bag', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const outcome = await placeOrderInTransaction(db, UID, request({ promoCode: ' fatin15 ' }))
    expect(outcome).toEqual({ ok: true, orderId: expect.any(String), repeated: false })
    if (!outcome.ok) return

    const order = await readOwnOrder(db, UID, outcome.orderId)
    expect(order).toMatchObject({
      id: outcome.orderId,
      uid: UID,
      payment: 'cod',
      status: 'placed',
      address,
      lines: [
        {
          productId: ABAYA,
          name: 'Test Abaya',
          color: 'Black',
          size: 'M',
          quantity: 2,
          unitPrice: 12999,
          lineTotal: 25998,
        },
        {
          productId: SCARF,
          name: 'Test Scarf',
          color: 'Emerald',
          size: null,
          quantity: 1,
          unitPrice: 1599,
          lineTotal: 1599,
        },
      ],
      // 15% of $275.97 = 4139.55 cents, rounded half up to $41.40; $234.57 after discount ships free.
      pricing: { subtotal: 27597, discount: 4140, shipping: 0, total: 23457, promoCode: 'FATIN15' },
    })
    expect(order?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    const stocks = await readStocks(db, [ABAYA, SCARF])
    expect(stocks.get(ABAYA)).toBe(3) // catalogue 5, lazily seeded, minus 2
    expect(stocks.get(SCARF)).toBe(2)
    expect(await readOrderCount(db, UID)).toBe(1)
    expect(await readAccountCart(db, UID)).toEqual([])
    expect((await listOrders(UID, db)).map((listed) => listed.id)).toEqual([outcome.orderId])
  })

  it('charges the flat delivery fee below $50 after the discount', async () => {
    await fillBag(UID, [{ productId: KAFTAN, color: 'Beige', size: 'M', quantity: 1 }])
    const outcome = await placeOrderInTransaction(db, UID, request({ promoCode: 'WELCOME10' }))
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const order = await readOwnOrder(db, UID, outcome.orderId)
    expect(order?.pricing).toEqual({
      subtotal: 4999,
      discount: 500,
      shipping: 499,
      total: 4998,
      promoCode: 'WELCOME10',
    })
  })

  it('makes one order from a repeated submission with the same key', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const first = request()
    const [a, b] = [
      await placeOrderInTransaction(db, UID, first),
      await placeOrderInTransaction(db, UID, first),
    ]
    expect(a).toMatchObject({ ok: true, repeated: false })
    expect(b).toMatchObject({ ok: true, repeated: true })
    expect(a.ok && b.ok && a.orderId === b.orderId).toBe(true)
    expect(await orderDocCount()).toBe(1)
    expect((await readStocks(db, [ABAYA])).get(ABAYA)).toBe(3)
    expect(await readOrderCount(db, UID)).toBe(1)
  })

  it('stores a fingerprint of what was ordered with the order', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const outcome = await placeOrderInTransaction(db, UID, request())
    if (!outcome.ok) throw new Error('order failed')
    const stored = (await db.collection(ORDERS_COLLECTION).doc(outcome.orderId).get()).get('fingerprint')
    expect(stored).toEqual(expect.stringMatching(/^v1:[\w-]{43}$/))
  })

  it('answers a key reused with a different bag with a conflict, not the old order, and writes nothing', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const first = request()
    const placed = await placeOrderInTransaction(db, UID, first)
    expect(placed).toMatchObject({ ok: true, repeated: false })

    // The shopper fills the bag again and the old checkout form (same key) is sent once more.
    const newBag: CartLine[] = [{ productId: KAFTAN, color: 'Beige', size: 'M', quantity: 1 }]
    await fillBag(UID, newBag)
    const again = await placeOrderInTransaction(db, UID, first)
    expect(again).toEqual({ ok: false, code: 'conflict', error: ORDER_CONFLICT_MESSAGE })
    expect(ORDER_CONFLICT_MESSAGE).toMatch(/review your bag/)

    expect(await orderDocCount()).toBe(1)
    expect(await readAccountCart(db, UID)).toEqual(newBag)
    expect(await readOrderCount(db, UID)).toBe(1)
  })

  it('answers a key reused with another quantity, promo code or address with a conflict', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const first = request()
    await placeOrderInTransaction(db, UID, first)

    await fillBag(UID, [{ ...twoAbayasAndAScarf[0]!, quantity: 1 }, twoAbayasAndAScarf[1]!])
    expect(await placeOrderInTransaction(db, UID, first)).toMatchObject({ ok: false, code: 'conflict' })
    await fillBag(UID, [])
    expect(
      await placeOrderInTransaction(db, UID, { ...first, address: { ...address, city: 'Karachi' } }),
    ).toMatchObject({ ok: false, code: 'conflict' })
    expect(await placeOrderInTransaction(db, UID, { ...first, promoCode: 'FATIN15' })).toMatchObject({
      ok: false,
      code: 'conflict',
    })
    expect(await orderDocCount()).toBe(1)
  })

  it('still answers a retry of the same bag with the existing order, emptied or refilled alike', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const first = request({ promoCode: 'fatin15' })
    const placed = await placeOrderInTransaction(db, UID, first)
    if (!placed.ok) throw new Error('order failed')

    // The order emptied the bag: a retry (lost answer, second tap) finds it empty.
    expect(await placeOrderInTransaction(db, UID, { ...first, promoCode: ' FATIN15 ' })).toEqual({
      ok: true,
      orderId: placed.orderId,
      repeated: true,
    })
    // The same lines in another order are the same bag.
    await fillBag(UID, [...twoAbayasAndAScarf].reverse())
    expect(await placeOrderInTransaction(db, UID, first)).toEqual({
      ok: true,
      orderId: placed.orderId,
      repeated: true,
    })
    expect(await orderDocCount()).toBe(1)
  })

  it('refuses an order for more than is left, naming the product, and writes nothing', async () => {
    // Two colours of one abaya share its stock of 5.
    const bag: CartLine[] = [
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 3 },
      { productId: ABAYA, color: 'Navy', size: 'S', quantity: 3 },
      { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
    ]
    await fillBag(UID, bag)
    const outcome = await placeOrderInTransaction(db, UID, request({ promoCode: 'FATIN15' }))
    expect(outcome).toEqual({
      ok: false,
      code: 'out-of-stock',
      error: 'Sorry, only 5 of Test Abaya are left. Please lower the quantity in your bag.',
    })
    expect(await orderDocCount()).toBe(0)
    expect((await stockRef(db, ABAYA).get()).exists).toBe(false)
    expect((await stockRef(db, SCARF).get()).exists).toBe(false)
    expect((await db.collection(ORDER_COUNTS_COLLECTION).doc(UID).get()).exists).toBe(false)
    expect(await readAccountCart(db, UID)).toEqual(bag)
  })

  it('refuses a product whose live stock has run out', async () => {
    await stockRef(db, SCARF).set({ available: 0 })
    await fillBag(UID, [{ productId: SCARF, color: 'Emerald', size: null, quantity: 1 }])
    expect(await placeOrderInTransaction(db, UID, request())).toMatchObject({
      ok: false,
      error: 'Sorry, Test Scarf is now out of stock. Please remove it from your bag.',
    })
  })

  it('refuses FATIN15 and WELCOME10 on a second order, writing nothing, and accepts the order without a code', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    expect(await placeOrderInTransaction(db, UID, request({ promoCode: 'FATIN15' }))).toMatchObject({
      ok: true,
    })

    const secondBag: CartLine[] = [{ productId: TUNIC, color: null, size: 'S', quantity: 1 }]
    await fillBag(UID, secondBag)
    expect(await placeOrderInTransaction(db, UID, request({ promoCode: 'FATIN15' }))).toEqual({
      ok: false,
      code: 'promo-refused',
      error: 'FATIN15 is only valid on your first order.',
    })
    expect(await placeOrderInTransaction(db, UID, request({ promoCode: 'welcome10' }))).toMatchObject({
      ok: false,
      error: 'WELCOME10 is only valid on your first order.',
    })
    expect(await orderDocCount()).toBe(1)
    expect((await stockRef(db, TUNIC).get()).exists).toBe(false)
    expect(await readOrderCount(db, UID)).toBe(1)
    expect(await readAccountCart(db, UID)).toEqual(secondBag)

    const third = await placeOrderInTransaction(db, UID, request())
    expect(third).toMatchObject({ ok: true })
    if (!third.ok) return
    expect((await readOwnOrder(db, UID, third.orderId))?.pricing).toEqual({
      subtotal: 5000,
      discount: 0,
      shipping: 0,
      total: 5000,
      promoCode: null,
    })
    expect(await readOrderCount(db, UID)).toBe(2)
  })

  it('refuses an unknown code and an empty bag', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    expect(await placeOrderInTransaction(db, UID, request({ promoCode: 'HALFPRICE' }))).toMatchObject({
      ok: false,
      code: 'promo-refused',
      error: 'HALFPRICE is not a valid promo code.',
    })
    await fillBag(UID, [])
    expect(await placeOrderInTransaction(db, UID, request())).toMatchObject({
      ok: false,
      code: 'empty-bag',
    })
    expect(await orderDocCount()).toBe(0)
  })

  it("shows an order to its owner only and never reuses another shopper's key", async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const key = request()
    const outcome = await placeOrderInTransaction(db, UID, key)
    if (!outcome.ok) throw new Error('order failed')
    expect(await readOwnOrder(db, 'someone-else', outcome.orderId)).toBeNull()
    expect(await readOwnOrder(db, UID, 'no-such-order')).toBeNull()
    expect(await readOwnOrder(db, UID, '../etc')).toBeNull()
    expect(await listOrders('someone-else', db)).toEqual([])

    await fillBag('someone-else', twoAbayasAndAScarf)
    expect(await placeOrderInTransaction(db, 'someone-else', key)).toMatchObject({
      ok: false,
      code: 'form-expired',
    })
    expect(await readAccountCart(db, 'someone-else')).toEqual(twoAbayasAndAScarf)
  })

  it('lists a shopper’s orders newest first', async () => {
    await fillBag(UID, twoAbayasAndAScarf)
    const first = await placeOrderInTransaction(db, UID, request())
    await new Promise((resolve) => setTimeout(resolve, 5))
    await fillBag(UID, [{ productId: TUNIC, color: null, size: 'M', quantity: 1 }])
    const second = await placeOrderInTransaction(db, UID, request())
    if (!first.ok || !second.ok) throw new Error('orders failed')
    expect((await listOrders(UID, db)).map((order) => order.id)).toEqual([second.orderId, first.orderId])
  })
})

describe('the bag and wishlist in Firestore', () => {
  it('adds to a signed-in bag with the stock read in the transaction', async () => {
    const line: CartLine = { productId: SCARF, color: 'Emerald', size: null, quantity: 2 }
    const product = { name: 'Test Scarf' }
    const add = (quantity: number) =>
      changeAccountCart(db, UID, [SCARF], (lines, stockOf) =>
        addLine(lines, { ...line, quantity }, product, stockOf(SCARF)),
      )

    expect(await add(2)).toMatchObject({ ok: true })
    expect(await add(2)).toEqual({
      ok: false,
      error: 'Only 3 of Test Scarf left, and 2 are already in your bag.',
    })
    await stockRef(db, SCARF).set({ available: 10 })
    expect(await add(2)).toMatchObject({ ok: true })
    expect(await readAccountCart(db, UID)).toEqual([{ ...line, quantity: 4 }])
  })

  it('merges a guest bag and wishlist into the account at sign-in', async () => {
    await fillBag(UID, [{ productId: ABAYA, color: 'Black', size: 'M', quantity: 2 }])
    await wishlistRef(db, UID).set({ productIds: [KAFTAN, ABAYA] })

    const outcome = await mergeIntoAccount(
      db,
      UID,
      [
        { productId: ABAYA, color: 'Black', size: 'M', quantity: 4 },
        { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
      ],
      [ABAYA, SCARF],
    )
    expect(outcome).toEqual({ cartLines: 2, wishlistItems: 3 })
    // 2 + 4 abayas, capped at the 5 in stock; the scarf added; nothing duplicated.
    expect(await readAccountCart(db, UID)).toEqual([
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 5 },
      { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
    ])
    expect(await readAccountWishlist(db, UID)).toEqual([KAFTAN, ABAYA, SCARF])
  })

  it('merges into an account that has no bag yet', async () => {
    const guest: CartLine[] = [{ productId: TUNIC, color: null, size: 'M', quantity: 3 }]
    await mergeIntoAccount(db, 'new-shopper', guest, [])
    expect(await readAccountCart(db, 'new-shopper')).toEqual(guest)
    expect(await readAccountWishlist(db, 'new-shopper')).toEqual([])
  })
})
