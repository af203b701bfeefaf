import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-reads'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { account } from '@/test/fixtures/order-requests'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { readStocks } from '@/lib/stock/stock-reads'
import { orderFromDoc, ORDERS_COLLECTION } from '../order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { changeOrderStatus } from './change-status'

/** A guest cancels a guest order only with the browser's proof of it (lib/orders/access/order-access.ts). */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

/** An order of 2 abayas (stock 5), then turned into a guest's: no uid, the contact kept. */
async function guestOrder(): Promise<string> {
  await cartRef(db, 'placer').set({
    lines: linesForCartDoc([{ productId: ABAYA, color: 'Black', size: 'M', quantity: 2 }]),
  })
  const outcome = await placeOrderInTransaction(db, account('placer'), {
    idempotencyKey: '00000000-0000-4000-8000-000000000001',
    promoCode: null,
    address: {
      fullName: 'Sana Malik',
      mobile: '+923001234567',
      address: 'House 3',
      city: 'Karachi',
      province: 'Sindh',
      postalCode: null,
    },
    email: 'sana@example.com',
  })
  if (!outcome.ok) throw new Error(outcome.code)
  await db.collection(ORDERS_COLLECTION).doc(outcome.orderId).update({ uid: null })
  return outcome.orderId
}

async function statusOf(orderId: string) {
  const snapshot = await db.collection(ORDERS_COLLECTION).doc(orderId).get()
  return orderFromDoc(orderId, snapshot.data())?.status
}

describe('a guest cancelling (Firestore emulator)', () => {
  it('cancels with the proof and puts the stock back, recorded as the shopper with no account', async () => {
    const id = await guestOrder()
    expect((await readStocks(db, [ABAYA])).get(ABAYA)).toBe(3)
    const outcome = await changeOrderStatus(db, {
      orderId: id,
      to: 'cancelled',
      actor: { role: 'shopper', uid: null, provenOrderIds: [id] },
    })
    expect(outcome).toEqual({
      ok: true,
      status: 'cancelled',
      repeated: false,
      stockMoves: [{ productId: ABAYA, before: 3, after: 5 }],
    })
    expect((await readStocks(db, [ABAYA])).get(ABAYA)).toBe(5)
    const snapshot = await db.collection(ORDERS_COLLECTION).doc(id).get()
    expect(orderFromDoc(id, snapshot.data())?.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: { uid: null, role: 'shopper' },
    })
  })

  it('answers a guest without the proof, or a signed-in stranger, as if the order did not exist', async () => {
    const id = await guestOrder()
    const notFound = { ok: false, reason: 'not-found', code: 'status-order-not-found' }
    for (const actor of [
      { role: 'shopper', uid: null, provenOrderIds: ['another-order'] },
      { role: 'shopper', uid: 'placer' },
    ] as const) {
      await expect(changeOrderStatus(db, { orderId: id, to: 'cancelled', actor })).resolves.toEqual(notFound)
    }
    expect(await statusOf(id)).toBe('placed')
    expect((await readStocks(db, [ABAYA])).get(ABAYA)).toBe(3)
  })
})
