import type { CartLine } from '@/lib/cart/cart-line'
import { SCARF } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { stockRef } from '@/lib/stock/stock-reads'
import { FIRST_ORDER_CLAIMS_COLLECTION } from './first-order-claims'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { placeGuestOrderInTransaction } from './place-order-core'

/**
 * The order transaction under contention, against the local emulator with locking transactions
 * (scripts/lib/firestore-transactions.cjs), as on Firestore: many orders at once for the last units of one
 * product, and one order sent many times at once. e2e/order-contention.spec.ts does the first through the
 * shop's server.
 */
// Firestore's deadline guards the shopper against an outage. Here the slow party is the machine (the whole
// suite shares its cores with this in-process emulator and 50 transactions at once), so it is lifted: this
// test is about who gets the units. lib/firebase/deadline.test.ts covers the deadline.
jest.mock('@/lib/firebase/deadline', () => ({
  ...jest.requireActual('@/lib/firebase/deadline'),
  withDeadline: (_service: string, _operation: string, run: () => Promise<unknown>) => run(),
}))
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const scarf: CartLine[] = [{ productId: SCARF, color: 'Emerald', size: null, quantity: 1 }]

/** Guest `n`: a cookie id, mobile, e-mail and idempotency key of their own. */
function guestOrder(n: number, key = n) {
  const digits = String(n).padStart(7, '0')
  return placeGuestOrderInTransaction(
    db,
    { guestId: `guest-${n}`, lines: scarf },
    {
      idempotencyKey: `00000000-0000-4000-8000-${String(key).padStart(12, '0')}`,
      promoCode: null,
      email: `guest${n}@example.com`,
      address: {
        fullName: 'Ayesha Khan',
        mobile: `+92300${digits}`,
        address: 'House 12, Street 4, Gulberg III',
        city: 'Lahore',
        province: 'Punjab',
        postalCode: null,
      },
    },
  )
}

describe('placing orders at once', () => {
  it('50 guests for the last 10 units: 10 orders, 40 told it is sold out, nothing else written', async () => {
    await stockRef(db, SCARF).set({ available: 10 })

    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => guestOrder(n)))

    const placed = outcomes.filter((outcome) => outcome.ok)
    const refused = outcomes.filter((outcome) => !outcome.ok)
    expect(placed).toHaveLength(10)
    expect(refused).toHaveLength(40)
    for (const refusal of refused) expect(refusal).toMatchObject({ code: 'out-of-stock', available: 0 })
    expect((await stockRef(db, SCARF).get()).get('available')).toBe(0)
    const orders = await db.collection(ORDERS_COLLECTION).get()
    expect(orders.docs.map((doc) => doc.id).sort()).toEqual(
      placed.map((outcome) => (outcome.ok ? outcome.orderId : '')).sort(),
    )
    // Only the placed orders claimed their mobile and e-mail as a first order.
    expect((await db.collection(FIRST_ORDER_CLAIMS_COLLECTION).get()).size).toBe(20)
  })

  it('one order sent five times at once is placed once; the others get the same order back', async () => {
    await stockRef(db, SCARF).set({ available: 10 })

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => guestOrder(7, 7)))

    const orderIds = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.orderId : outcome.code)))
    expect(orderIds.size).toBe(1)
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.repeated)).toHaveLength(1)
    expect((await db.collection(ORDERS_COLLECTION).get()).size).toBe(1)
    expect((await stockRef(db, SCARF).get()).get('available')).toBe(9)
  })
})
