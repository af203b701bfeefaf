import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { orderFromDoc, ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { TUNIC } from '@/test/fixtures/fixture-products'
import { account, fillBag, request } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { changeOrderStatus } from './change-status'
import { UNDO_DELIVERED_MS } from './undo-delivered'

/** "Mark delivered" pressed by mistake can be taken back for a while, against the Firestore emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const STAFF = { role: 'staff', uid: 'staff-1' } as const

async function deliveredOrder(uid: string, deliveredAt: Date): Promise<string> {
  await fillBag(db, uid, [{ productId: TUNIC, color: null, size: 'M', quantity: 1 }])
  const placed = await placeOrderInTransaction(db, account(uid), request({ email: `${uid}@example.com` }))
  if (!placed.ok) throw new Error(placed.code)
  const orderId = placed.orderId
  await changeOrderStatus(db, { orderId, to: 'confirmed', actor: STAFF })
  await changeOrderStatus(db, {
    orderId,
    to: 'shipped',
    actor: STAFF,
    shipment: { courier: 'tcs', tracking: '779412345678' },
  })
  await changeOrderStatus(db, { orderId, to: 'delivered', actor: STAFF }, deliveredAt)
  return orderId
}

const stored = async (id: string) =>
  orderFromDoc(id, (await db.collection(ORDERS_COLLECTION).doc(id).get()).data())

describe('undoing a delivery', () => {
  it('goes back to shipped with the same courier and tracking, recorded, and mails nothing', async () => {
    const deliveredAt = new Date()
    const orderId = await deliveredOrder('undo-1', deliveredAt)
    const outcome = await changeOrderStatus(
      db,
      { orderId, to: 'shipped', actor: STAFF },
      new Date(deliveredAt.getTime() + 60 * 60_000),
    )
    expect(outcome).toMatchObject({ ok: true, status: 'shipped' })
    const order = await stored(orderId)
    expect(order?.history.at(-1)).toMatchObject({
      status: 'shipped',
      courier: 'tcs',
      tracking: '779412345678',
      undo: true,
      by: { role: 'staff' },
    })
    const kinds = (await db.collection(MAIL_COLLECTION).where('orderId', '==', orderId).get()).docs.map(
      (doc) => doc.get('kind'),
    )
    expect(kinds.filter((kind) => kind === 'shipped')).toHaveLength(1)
  })

  it('is refused once the window has passed: the delivery stands', async () => {
    const deliveredAt = new Date()
    const orderId = await deliveredOrder('undo-2', deliveredAt)
    const late = new Date(deliveredAt.getTime() + UNDO_DELIVERED_MS + 60_000)
    expect(await changeOrderStatus(db, { orderId, to: 'shipped', actor: STAFF }, late)).toMatchObject({
      ok: false,
      reason: 'not-allowed',
    })
    expect((await stored(orderId))?.status).toBe('delivered')
  })

  it('lets the parcel be marked delivered again afterwards, without telling her a second time', async () => {
    const deliveredAt = new Date()
    const orderId = await deliveredOrder('undo-3', deliveredAt)
    const soon = new Date(deliveredAt.getTime() + 60_000)
    await changeOrderStatus(db, { orderId, to: 'shipped', actor: STAFF }, soon)
    expect(
      await changeOrderStatus(
        db,
        { orderId, to: 'delivered', actor: STAFF },
        new Date(soon.getTime() + 60_000),
      ),
    ).toMatchObject({ ok: true, status: 'delivered' })
    const kinds = (await db.collection(MAIL_COLLECTION).where('orderId', '==', orderId).get()).docs.map(
      (doc) => doc.get('kind'),
    )
    // She heard "delivered" once; the undo said nothing, so the same mail again would only puzzle her.
    expect(kinds.filter((kind) => kind === 'delivered')).toHaveLength(1)
  })

  it('never opens the way to cancelling: the parcel may be at her door, its stock stays out', async () => {
    const deliveredAt = new Date()
    const orderId = await deliveredOrder('undo-4', deliveredAt)
    const soon = new Date(deliveredAt.getTime() + 60_000)
    await changeOrderStatus(db, { orderId, to: 'shipped', actor: STAFF }, soon)
    expect(
      await changeOrderStatus(
        db,
        { orderId, to: 'cancelled', actor: STAFF, cancelReason: 'shopper-asked' },
        new Date(soon.getTime() + 60_000),
      ),
    ).toMatchObject({ ok: false, reason: 'not-allowed', code: 'cancel-after-delivery' })
    expect((await stored(orderId))?.status).toBe('shipped')
  })
})
