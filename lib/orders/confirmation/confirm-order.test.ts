jest.mock('server-only', () => ({}))
import type { Firestore } from '@/lib/firebase/firestore-types'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import {
  CONFIRM_SECRET,
  confirmLink,
  ISSUED,
  OWNER,
  placedOrder as placeConfirmableOrder,
  SOON,
  STAFF,
  storedOrder,
} from '@/test/fixtures/confirm-orders'
import { confirmOrderAsShopper, confirmOrderByLink } from './confirm-order'
import { CONFIRM_LINK_TTL_MS, signConfirmToken } from './confirm-token'

/** The confirmation loop's outcomes, through the real lifecycle transaction on the in-process emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const SECRET = CONFIRM_SECRET
const placedOrder = () => placeConfirmableOrder(db)
const stored = (id: string) => storedOrder(db, id)
const link = confirmLink

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
  it('lets the owner whose address is verified confirm, and nobody else', async () => {
    const id = await placedOrder()
    await expect(
      confirmOrderAsShopper(
        db,
        id,
        { role: 'shopper', uid: 'someone-else', accountEmailVerified: true },
        SOON,
      ),
    ).resolves.toEqual({ code: 'confirm-invalid' })
    await expect(
      confirmOrderAsShopper(db, id, { role: 'shopper', uid: OWNER, accountEmailVerified: false }, SOON),
    ).resolves.toEqual({ code: 'confirm-invalid' })
    await expect(
      confirmOrderAsShopper(db, id, { role: 'shopper', uid: null, provenOrderIds: [id] }, SOON),
    ).resolves.toEqual({ code: 'confirm-invalid' })
    expect((await stored(id)).status).toBe('placed')
    const owner = { role: 'shopper', uid: OWNER, accountEmailVerified: true } as const
    await expect(confirmOrderAsShopper(db, id, owner, SOON)).resolves.toEqual({
      code: 'confirm-done',
      at: SOON.toISOString(),
    })
    expect((await stored(id)).history[1]?.by).toEqual({ uid: OWNER, role: 'shopper' })
  })
})
