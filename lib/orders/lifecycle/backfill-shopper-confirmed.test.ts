import type { Firestore } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { account, fillBag, request } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { changeOrderStatus } from './change-status'
import { backfillShopperConfirmed } from './backfill-shopper-confirmed'

/** The migration that makes orders confirmed before `shopperConfirmed` existed count towards the caps. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

jest.setTimeout(30_000)

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const ref = (id: string) => db.collection(ORDERS_COLLECTION).doc(id)
const stored = async (id: string): Promise<unknown> => (await ref(id).get()).get('shopperConfirmed')

async function place(uid: string): Promise<string> {
  await fillBag(db, uid, [{ productId: ABAYA, color: 'Black', size: 'M', quantity: 1 }])
  const outcome = await placeOrderInTransaction(db, account(uid), request())
  if (!outcome.ok) throw new Error(outcome.code)
  return outcome.orderId
}

type Step = 'shopper-confirms' | 'staff-confirms' | 'staff-ships'

function take(step: Step, orderId: string, uid: string) {
  const staff = { role: 'staff', uid: 'staff-1' } as const
  switch (step) {
    case 'shopper-confirms':
      return changeOrderStatus(db, {
        orderId,
        to: 'confirmed',
        actor: { role: 'shopper', uid, accountEmailVerified: true },
      })
    case 'staff-confirms':
      return changeOrderStatus(db, { orderId, to: 'confirmed', actor: staff })
    case 'staff-ships':
      return changeOrderStatus(db, {
        orderId,
        to: 'shipped',
        actor: staff,
        shipment: { courier: 'TCS', tracking: 'TCS-1' },
      })
  }
}

/** An order as the version before the field left it: stepped, with no `shopperConfirmed` at all. */
async function stepBeforeTheField(uid: string, steps: Step[]): Promise<string> {
  const id = await place(uid)
  for (const step of steps) expect(await take(step, id, uid)).toMatchObject({ ok: true })
  const older = { ...(await ref(id).get()).data() }
  delete older.shopperConfirmed
  // Written afresh: the in-process test emulator keeps a field that a set() or FieldValue.delete() leaves out.
  await ref(id).delete()
  await ref(id).create(older)
  return id
}

describe('backfillShopperConfirmed', () => {
  it("marks only orders whose last step is the shopper's own confirmation, and a second run writes nothing", async () => {
    const herself = await stepBeforeTheField('bf-1', ['shopper-confirms'])
    const byStaff = await stepBeforeTheField('bf-2', ['staff-confirms'])
    const shipped = await stepBeforeTheField('bf-3', ['shopper-confirms', 'staff-ships'])
    const waiting = await stepBeforeTheField('bf-4', [])

    expect(await backfillShopperConfirmed(db, { pageSize: 2 })).toEqual({ scanned: 4, updated: 1 })
    expect(await stored(herself)).toBe(true)
    for (const id of [byStaff, shipped, waiting]) expect(await stored(id)).toBeUndefined()

    expect(await backfillShopperConfirmed(db, { pageSize: 2 })).toEqual({ scanned: 4, updated: 0 })
  })

  it('leaves alone an order whose field a newer version wrote, whatever its history', async () => {
    const id = await place('bf-5')
    expect(await take('shopper-confirms', id, 'bf-5')).toMatchObject({ ok: true })
    // What this version writes is never overridden: only a missing field is the older version's.
    await ref(id).update({ shopperConfirmed: false })
    expect(await backfillShopperConfirmed(db)).toEqual({ scanned: 1, updated: 0 })
    expect(await stored(id)).toBe(false)
  })
})
