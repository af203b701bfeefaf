jest.mock('server-only', () => ({}))
import type { Firestore } from '@/lib/firebase/firestore-types'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import {
  CONFIRM_SECRET,
  confirmLink,
  ISSUED,
  placedOrder as placeConfirmableOrder,
  SOON,
  STAFF,
  storedOrder,
} from '@/test/fixtures/confirm-orders'
import { confirmOrderByLink } from './confirm-order'
import { readConfirmPage } from './confirm-page-data'
import { CONFIRM_LINK_TTL_MS } from './confirm-token'

/** What the e-mail link's page shows before anything is pressed, read from the in-process emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

/** The number the order transaction reserved for the order. */
const numberOf = async (id: string) =>
  String((await db.collection(ORDERS_COLLECTION).doc(id).get()).get('number'))

const SECRET = CONFIRM_SECRET
const placedOrder = () => placeConfirmableOrder(db)
const stored = (id: string) => storedOrder(db, id)
const link = confirmLink

describe('the link page before anything is pressed', () => {
  it('shows what the button confirms (items, total, address) and writes nothing', async () => {
    const id = await placedOrder()
    const order = await stored(id)
    const page = await readConfirmPage(db, SECRET, link(id), SOON)
    expect(page).toEqual({
      ready: true,
      summary: {
        orderNumber: await numberOf(id),
        lines: order.lines.map(({ productId, name, color, size, quantity, lineTotal }) => ({
          productId,
          name,
          color,
          size,
          quantity,
          lineTotal,
        })),
        total: order.pricing.total,
        address: {
          fullName: 'Ayesha Khan',
          address: 'House 12',
          city: 'Lahore',
          province: 'Punjab',
          postalCode: null,
          mobile: { masked: '+92 3•• ••• ••67', lastDigits: '67' },
        },
      },
    })
    expect(order.lines[0]).toMatchObject({ color: 'Black', size: 'M', quantity: 1 })
    expect(order.pricing.total).toBeGreaterThan(0)
    // Whoever holds the link reads this page: the whole mobile is nowhere in it.
    expect(JSON.stringify(page)).not.toContain('1234567')
    expect((await stored(id)).status).toBe('placed')
    expect((await stored(id)).history).toHaveLength(1)
  })

  it('names the order of an expired link but not of a forged one', async () => {
    const id = await placedOrder()
    const late = new Date(ISSUED.getTime() + CONFIRM_LINK_TTL_MS + 1000)
    await expect(readConfirmPage(db, SECRET, link(id), late)).resolves.toEqual({
      ready: false,
      orderNumber: await numberOf(id),
      answer: { code: 'confirm-expired' },
    })
    const forged = link(id).slice(0, -4) + (link(id).endsWith('AAAA') ? 'BBBB' : 'AAAA')
    await expect(readConfirmPage(db, SECRET, forged, SOON)).resolves.toEqual({
      ready: false,
      orderNumber: null,
      answer: { code: 'confirm-invalid' },
    })
  })

  it('says an order is already confirmed, or that it moved on, instead of offering the button', async () => {
    const confirmedId = await placedOrder()
    await confirmOrderByLink(db, SECRET, link(confirmedId), SOON)
    await expect(readConfirmPage(db, SECRET, link(confirmedId), SOON)).resolves.toEqual({
      ready: false,
      orderNumber: await numberOf(confirmedId),
      answer: { code: 'confirm-already' },
    })
    const cancelledId = await placedOrder()
    await changeOrderStatus(db, { orderId: cancelledId, to: 'cancelled', actor: STAFF })
    await expect(readConfirmPage(db, SECRET, link(cancelledId), SOON)).resolves.toEqual({
      ready: false,
      orderNumber: await numberOf(cancelledId),
      answer: { code: 'confirm-closed', status: 'cancelled' },
    })
  })
})
