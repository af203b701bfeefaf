import type { CartLine } from '@/lib/cart/cart-line'
import { readAccountCart } from '@/lib/cart/cart-reads'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { readStocks } from '@/lib/stock/stock-reads'
import { ABAYA, KAFTAN } from '@/test/fixtures/fixture-products'
import {
  address,
  fillBag,
  orderDocCount,
  request,
  twoAbayasAndAScarf,
  UID,
  account,
} from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { readOrderCount } from '@/lib/orders/order-reads'
import { placeOrderInTransaction } from './place-order-core'

/**
 * The order transaction's idempotency against a real (local, in-process) Firestore emulator: a repeated
 * submission makes one order, and a key reused for a different order is a conflict that writes nothing.
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

describe('placeOrderInTransaction with a reused key (Firestore emulator)', () => {
  it('makes one order from a repeated submission with the same key', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const first = request()
    const [a, b] = [
      await placeOrderInTransaction(db, account(UID), first),
      await placeOrderInTransaction(db, account(UID), first),
    ]
    expect(a).toMatchObject({ ok: true, repeated: false })
    expect(b).toMatchObject({ ok: true, repeated: true })
    expect(a.ok && b.ok && a.orderId === b.orderId).toBe(true)
    expect(await orderDocCount(db)).toBe(1)
    expect((await readStocks(db, [ABAYA])).get(ABAYA)).toBe(3)
    expect(await readOrderCount(db, UID)).toBe(1)
  })

  it('stores a fingerprint of what was ordered with the order', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const outcome = await placeOrderInTransaction(db, account(UID), request())
    if (!outcome.ok) throw new Error('order failed')
    const stored = (await db.collection(ORDERS_COLLECTION).doc(outcome.orderId).get()).get('fingerprint')
    expect(stored).toEqual(expect.stringMatching(/^v1:[\w-]{43}$/))
  })

  it('answers a key reused with a different bag with a conflict, not the old order, and writes nothing', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const first = request()
    const placed = await placeOrderInTransaction(db, account(UID), first)
    expect(placed).toMatchObject({ ok: true, repeated: false })

    // The shopper fills the bag again and the old checkout form (same key) is sent once more.
    const newBag: CartLine[] = [{ productId: KAFTAN, color: 'Beige', size: 'M', quantity: 1 }]
    await fillBag(db, UID, newBag)
    const again = await placeOrderInTransaction(db, account(UID), first)
    expect(again).toEqual({ ok: false, code: 'conflict' })

    expect(await orderDocCount(db)).toBe(1)
    expect(await readAccountCart(db, UID)).toEqual(newBag)
    expect(await readOrderCount(db, UID)).toBe(1)
  })

  it('answers a key reused with another quantity, promo code or address with a conflict', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const first = request()
    await placeOrderInTransaction(db, account(UID), first)

    await fillBag(db, UID, [{ ...twoAbayasAndAScarf[0]!, quantity: 1 }, twoAbayasAndAScarf[1]!])
    expect(await placeOrderInTransaction(db, account(UID), first)).toMatchObject({
      ok: false,
      code: 'conflict',
    })
    await fillBag(db, UID, [])
    expect(
      await placeOrderInTransaction(db, account(UID), { ...first, address: { ...address, city: 'Karachi' } }),
    ).toMatchObject({ ok: false, code: 'conflict' })
    expect(await placeOrderInTransaction(db, account(UID), { ...first, promoCode: 'FATIN15' })).toMatchObject(
      {
        ok: false,
        code: 'conflict',
      },
    )
    expect(await orderDocCount(db)).toBe(1)
  })

  it('still answers a retry of the same bag with the existing order, emptied or refilled alike', async () => {
    await fillBag(db, UID, twoAbayasAndAScarf)
    const first = request({ promoCode: 'fatin15' })
    const placed = await placeOrderInTransaction(db, account(UID), first)
    if (!placed.ok) throw new Error('order failed')

    // The order emptied the bag: a retry (lost answer, second tap) finds it empty.
    expect(await placeOrderInTransaction(db, account(UID), { ...first, promoCode: ' FATIN15 ' })).toEqual({
      ok: true,
      orderId: placed.orderId,
      repeated: true,
    })
    // The same lines in another order are the same bag.
    await fillBag(db, UID, [...twoAbayasAndAScarf].reverse())
    expect(await placeOrderInTransaction(db, account(UID), first)).toEqual({
      ok: true,
      orderId: placed.orderId,
      repeated: true,
    })
    expect(await orderDocCount(db)).toBe(1)
  })
})
