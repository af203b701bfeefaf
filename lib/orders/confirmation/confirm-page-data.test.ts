jest.mock('server-only', () => ({}))
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-store'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { orderFromDoc, ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { confirmOrderByLink } from './confirm-order'
import { readConfirmPage } from './confirm-page-data'
import { CONFIRM_LINK_TTL_MS, signConfirmToken } from './confirm-token'
import { account } from '@/test/fixtures/order-requests'

/** What the e-mail link's page shows before anything is pressed, read from the in-process emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

/** The number the order transaction reserved for the order. */
const numberOf = async (id: string) =>
  String((await db.collection(ORDERS_COLLECTION).doc(id).get()).get('number'))

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

describe('the link page before anything is pressed', () => {
  it('shows what the button confirms (items, total, address) and writes nothing', async () => {
    const id = await placedOrder()
    const order = await stored(id)
    const page = await readConfirmPage(db, SECRET, link(id), SOON)
    expect(page).toEqual({
      ready: true,
      summary: {
        orderNumber: await numberOf(id),
        lines: order.lines.map(({ name, color, size, quantity, lineTotal }) => ({
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
