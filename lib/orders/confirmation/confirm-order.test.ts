jest.mock('server-only', () => ({}))
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-store'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { orderFromDoc, ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { account } from '@/test/fixtures/order-requests'
import { confirmOrderAsShopper, confirmOrderByLink } from './confirm-order'
import { CONFIRM_LINK_TTL_MS, signConfirmToken } from './confirm-token'

/** The confirmation loop's outcomes, through the real lifecycle transaction on the in-process emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long'
const OWNER = 'shopper-1'
const ISSUED = new Date('2026-11-28T10:00:00Z')
const SOON = new Date(ISSUED.getTime() + 60 * 60 * 1000)
const STAFF = { role: 'staff', uid: 'staff-1' } as const

let counter = 0
async function placedOrder(): Promise<string> {
  counter += 1
  await cartRef(db, OWNER).set({
    lines: linesForCartDoc([{ productId: ABAYA, color: 'Black', size: 'M', quantity: 1 }]),
  })
  const outcome = await placeOrderInTransaction(db, account(OWNER), {
    idempotencyKey: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    promoCode: null,
    address: {
      fullName: 'Ayesha Khan',
      mobile: '+923001234567',
      address: 'House 12',
      city: 'Lahore',
      province: 'Punjab',
      postalCode: null,
    },
    email: 'ayesha@example.com',
  })
  if (!outcome.ok) throw new Error(outcome.code)
  return outcome.orderId
}

async function stored(id: string) {
  const order = orderFromDoc(id, (await db.collection(ORDERS_COLLECTION).doc(id).get()).data())
  if (!order) throw new Error('order unreadable')
  return order
}

const link = (id: string, issued = ISSUED) => signConfirmToken(SECRET, id, issued)

describe('confirming by the e-mail link', () => {
  it('confirms a placed order as the shopper, with the time, once; the second press is harmless', async () => {
    const id = await placedOrder()
    await expect(confirmOrderByLink(db, SECRET, link(id), SOON)).resolves.toEqual({
      code: 'confirm-done',
      at: SOON.toISOString(),
    })
    await expect(confirmOrderByLink(db, SECRET, link(id), SOON)).resolves.toEqual({ code: 'confirm-already' })
    const order = await stored(id)
    expect(order.status).toBe('confirmed')
    expect(order.history.slice(1)).toEqual([
      { status: 'confirmed', at: SOON.toISOString(), by: { uid: null, role: 'shopper' } },
    ])
  })

  it('refuses an expired, forged or malformed link and changes nothing', async () => {
    const id = await placedOrder()
    const late = new Date(ISSUED.getTime() + CONFIRM_LINK_TTL_MS + 1000)
    await expect(confirmOrderByLink(db, SECRET, link(id), late)).resolves.toEqual({ code: 'confirm-expired' })
    const forged = signConfirmToken('another-secret-that-is-also-32-characters-long', id, ISSUED)
    await expect(confirmOrderByLink(db, SECRET, forged, SOON)).resolves.toEqual({ code: 'confirm-invalid' })
    await expect(confirmOrderByLink(db, SECRET, 'v1.nonsense', SOON)).resolves.toEqual({
      code: 'confirm-invalid',
    })
    const missing = '0a0a0a0a-0000-4000-8000-000000000000'
    await expect(confirmOrderByLink(db, SECRET, link(missing), SOON)).resolves.toEqual({
      code: 'confirm-invalid',
    })
    const order = await stored(id)
    expect(order.status).toBe('placed')
    expect(order.history).toHaveLength(1)
  })

  it('says an order that moved on has nothing to confirm, and leaves it as it is', async () => {
    const id = await placedOrder()
    await changeOrderStatus(db, { orderId: id, to: 'cancelled', actor: STAFF })
    await expect(confirmOrderByLink(db, SECRET, link(id), SOON)).resolves.toEqual({
      code: 'confirm-closed',
      status: 'cancelled',
    })
    expect((await stored(id)).status).toBe('cancelled')
  })

  it('answers "already" when staff confirmed it by phone first, and records nothing more', async () => {
    const id = await placedOrder()
    await changeOrderStatus(db, { orderId: id, to: 'confirmed', actor: STAFF })
    await expect(confirmOrderByLink(db, SECRET, link(id), SOON)).resolves.toEqual({ code: 'confirm-already' })
    expect((await stored(id)).history.map((entry) => entry.by.role)).toEqual(['shopper', 'staff'])
  })

  it('proves the order for confirming only: the link cannot cancel it', async () => {
    const id = await placedOrder()
    const outcome = await changeOrderStatus(db, {
      orderId: id,
      to: 'cancelled',
      actor: { role: 'shopper', uid: null, confirmLinkOrderId: id },
    })
    expect(outcome).toMatchObject({ ok: false, reason: 'not-found' })
    expect((await stored(id)).status).toBe('placed')
  })
})

describe('confirming on the order page', () => {
  it('lets the owner confirm, and nobody else', async () => {
    const id = await placedOrder()
    await expect(
      confirmOrderAsShopper(db, id, { role: 'shopper', uid: 'someone-else' }, SOON),
    ).resolves.toEqual({ code: 'confirm-invalid' })
    await expect(confirmOrderAsShopper(db, id, { role: 'shopper', uid: OWNER }, SOON)).resolves.toEqual({
      code: 'confirm-done',
      at: SOON.toISOString(),
    })
    expect((await stored(id)).history[1]?.by).toEqual({ uid: OWNER, role: 'shopper' })
  })
})
