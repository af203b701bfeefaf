import type { CartLine } from '@/lib/cart/cart-line'
import { readAccountCart } from '@/lib/cart/cart-reads'
import { ABAYA, KAFTAN, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import {
  address,
  fillBag,
  orderDocCount,
  request,
  twoAbayasAndAScarf,
  UID,
  account,
} from '@/test/fixtures/order-requests'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { readStocks, stockRef } from '@/lib/stock/stock-reads'
import { ORDER_COUNTS_COLLECTION } from '@/lib/orders/order-doc'
import { listOrders, readOrderCount, readOwnOrder } from '@/lib/orders/order-reads'
import { placeOrderInTransaction } from './place-order-core'

/**
 * Integration tests against a real (local, in-process) Firestore emulator: the order transaction. (Reused keys:
 * place-order-idempotency.test.ts; the bag and the sign-in merge: lib/shopper/merge-guest-data.test.ts.) The
 * catalogue is a fixed fixture so catalogue edits don't break them.
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

describe('placeOrderInTransaction (Firestore emulator)', () => {
  it('prices from the catalogue, decrements stock, writes the order, counts it and empties the bag', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const outcome = await placeOrderInTransaction(db, account(UID), request({ promoCode: ' fatin15 ' }))
    // Two abayas (catalogue stock 5) and one scarf (3): what the order did to each, for the pages' availability.
    expect(outcome).toEqual({
      ok: true,
      orderId: expect.any(String),
      repeated: false,
      stockMoves: [
        { productId: ABAYA, before: 5, after: 3 },
        { productId: SCARF, before: 3, after: 2 },
      ],
    })
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
    await fillBag(db, UID, [{ productId: KAFTAN, color: 'Beige', size: 'M', quantity: 1 }])
    const outcome = await placeOrderInTransaction(db, account(UID), request({ promoCode: 'WELCOME10' }))
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

  it('refuses an order for more than is left, naming the product, colour and size, and writes nothing', async () => {
    // The abaya's 5 are all Black M (the fixture's starting stock): Navy S has none, though the product has 5.
    const bag: CartLine[] = [
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 3 },
      { productId: ABAYA, color: 'Navy', size: 'S', quantity: 1 },
      { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
    ]
    await fillBag(db, UID, bag)
    const outcome = await placeOrderInTransaction(db, account(UID), request({ promoCode: 'FATIN15' }))
    expect(outcome).toEqual({
      ok: false,
      code: 'out-of-stock',
      productName: 'Test Abaya (Navy / S)',
      available: 0,
    })
    expect(await orderDocCount(db)).toBe(0)
    expect((await stockRef(db, ABAYA).get()).exists).toBe(false)
    expect((await stockRef(db, SCARF).get()).exists).toBe(false)
    expect((await db.collection(ORDER_COUNTS_COLLECTION).doc(UID).get()).exists).toBe(false)
    expect(await readAccountCart(db, UID)).toEqual(bag)
  })

  it('refuses a product whose live stock has run out', async () => {
    await stockRef(db, SCARF).set({ available: 0 })
    await fillBag(db, UID, [{ productId: SCARF, color: 'Emerald', size: null, quantity: 1 }])
    expect(await placeOrderInTransaction(db, account(UID), request())).toMatchObject({
      ok: false,
      code: 'out-of-stock',
      productName: 'Test Scarf',
      available: 0,
    })
  })

  it('refuses FATIN15 and WELCOME10 on a second order, writing nothing, and accepts the order without a code', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    expect(await placeOrderInTransaction(db, account(UID), request({ promoCode: 'FATIN15' }))).toMatchObject({
      ok: true,
    })

    const secondBag: CartLine[] = [{ productId: TUNIC, color: null, size: 'S', quantity: 1 }]
    await fillBag(db, UID, secondBag)
    expect(await placeOrderInTransaction(db, account(UID), request({ promoCode: 'FATIN15' }))).toEqual({
      ok: false,
      code: 'promo-refused',
      refusal: { code: 'promo-first-order-only', promoCode: 'FATIN15' },
    })
    expect(
      await placeOrderInTransaction(db, account(UID), request({ promoCode: 'welcome10' })),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'promo-first-order-only', promoCode: 'WELCOME10' },
    })
    expect(await orderDocCount(db)).toBe(1)
    expect((await stockRef(db, TUNIC).get()).exists).toBe(false)
    expect(await readOrderCount(db, UID)).toBe(1)
    expect(await readAccountCart(db, UID)).toEqual(secondBag)

    const third = await placeOrderInTransaction(db, account(UID), request())
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
    await fillBag(db, UID, twoAbayasAndAScarf)
    expect(
      await placeOrderInTransaction(db, account(UID), request({ promoCode: 'HALFPRICE' })),
    ).toMatchObject({
      ok: false,
      code: 'promo-refused',
      refusal: { code: 'promo-unknown', promoCode: 'HALFPRICE' },
    })
    await fillBag(db, UID, [])
    expect(await placeOrderInTransaction(db, account(UID), request())).toMatchObject({
      ok: false,
      code: 'empty-bag',
    })
    expect(await orderDocCount(db)).toBe(0)
  })

  it("shows an order to its owner only and never reuses another shopper's key", async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const key = request()
    const outcome = await placeOrderInTransaction(db, account(UID), key)
    if (!outcome.ok) throw new Error('order failed')
    expect(await readOwnOrder(db, 'someone-else', outcome.orderId)).toBeNull()
    expect(await readOwnOrder(db, UID, 'no-such-order')).toBeNull()
    expect(await readOwnOrder(db, UID, '../etc')).toBeNull()
    expect(await listOrders('someone-else', db)).toEqual([])

    // The same key from another account is that account's own press: it never answers with this order.
    await fillBag(db, 'someone-else', [{ productId: TUNIC, color: null, size: 'M', quantity: 1 }])
    const theirs = await placeOrderInTransaction(db, account('someone-else'), {
      ...key,
      address: { ...address, mobile: '+923331112222' },
      email: 'someone@example.com',
    })
    expect(theirs).toMatchObject({ ok: true, repeated: false })
    expect(theirs.ok && theirs.orderId).not.toBe(outcome.orderId)
    expect(await readOwnOrder(db, UID, outcome.orderId)).toMatchObject({ uid: UID })
  })

  it('lists a shopper’s orders newest first', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const first = await placeOrderInTransaction(db, account(UID), request())
    await new Promise((resolve) => setTimeout(resolve, 5))
    await fillBag(db, UID, [{ productId: TUNIC, color: null, size: 'M', quantity: 1 }])
    const second = await placeOrderInTransaction(db, account(UID), request())
    if (!first.ok || !second.ok) throw new Error('orders failed')
    expect((await listOrders(UID, db)).map((order) => order.id)).toEqual([second.orderId, first.orderId])
  })
})
