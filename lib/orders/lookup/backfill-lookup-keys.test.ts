import { type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { account, fillBag, request } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { backfillOrderLookupKeys } from './backfill-lookup-keys'

/** The migration that gives orders placed before name, city and mobile-end search their keys. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

async function placeOldOrder(uid: string): Promise<string> {
  await fillBag(db, uid, [{ productId: ABAYA, color: 'Black', size: 'M', quantity: 1 }])
  const outcome = await placeOrderInTransaction(db, account(uid), request())
  if (!outcome.ok) throw new Error(outcome.code)
  // As such an order was stored: its number and mobile only.
  const ref = db.collection(ORDERS_COLLECTION).doc(outcome.orderId)
  const lookup = ((await ref.get()).get('lookup') as string[]).filter(
    (key) => key.startsWith('number:') || key.startsWith('mobile:'),
  )
  await ref.update({ lookup })
  return outcome.orderId
}

const lookupOf = async (id: string) =>
  (await db.collection(ORDERS_COLLECTION).doc(id).get()).get('lookup') as string[]

describe('backfillOrderLookupKeys', () => {
  it('adds the name, city and mobile-end keys to every order, page by page, and a second run writes nothing', async () => {
    const ids = [await placeOldOrder('old-1'), await placeOldOrder('old-2'), await placeOldOrder('old-3')]
    const before = await lookupOf(ids[0]!)
    expect(before).not.toContain('word:lahore')

    expect(await backfillOrderLookupKeys(db, { pageSize: 2 })).toEqual({ scanned: 3, updated: 3 })
    for (const id of ids) {
      const lookup = await lookupOf(id)
      expect(lookup).toEqual(
        expect.arrayContaining([
          ...before.filter((key) => key.startsWith('mobile:')),
          'word:ayesha',
          'word:khan',
          'word:lahore',
          'mobile-end:4567',
          'mobile-end:001234567',
        ]),
      )
      // Nothing twice.
      expect(new Set(lookup).size).toBe(lookup.length)
    }

    expect(await backfillOrderLookupKeys(db, { pageSize: 2 })).toEqual({ scanned: 3, updated: 0 })
  })

  it('reads orders placed in the same instant once each, across a page boundary', async () => {
    const ids = [await placeOldOrder('tie-1'), await placeOldOrder('tie-2'), await placeOldOrder('tie-3')]
    const instant = Timestamp.fromMillis(Date.UTC(2026, 0, 1))
    for (const id of ids) await db.collection(ORDERS_COLLECTION).doc(id).update({ createdAt: instant })

    const outcome = await backfillOrderLookupKeys(db, { pageSize: 2 })
    expect(outcome.updated).toBe(3)
    for (const id of ids) expect(await lookupOf(id)).toContain('word:lahore')
  })
})
