jest.mock('server-only', () => ({}))
import { type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { cameBack, earlierReturnedOrders } from './risk-hint'

/** The staff risk hint's query against the in-process Firestore emulator. */
let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const MOBILE = '+923001111111'
const staff = { uid: 's1', role: 'staff' }
const step = (status: string, at: string) => ({ status, at: Timestamp.fromDate(new Date(at)), by: staff })

async function order(id: string, createdAt: string, status: string, mobile: string, history: unknown[] = []) {
  await db
    .collection(ORDERS_COLLECTION)
    .doc(id)
    .set({
      uid: null,
      contactEmail: 'a@example.com',
      contactMobile: mobile,
      lines: [
        {
          productId: ABAYA,
          name: 'Test Abaya',
          image: '/a.svg',
          color: null,
          size: null,
          quantity: 1,
          unitPrice: 100,
          lineTotal: 100,
        },
      ],
      pricing: { subtotal: 100, discount: 0, shipping: 0, total: 100, promoCode: null },
      address: {
        fullName: 'A',
        mobile,
        address: 'House 1',
        city: 'Lahore',
        province: 'Punjab',
        postalCode: null,
      },
      payment: 'cod',
      status,
      history,
      createdAt: Timestamp.fromDate(new Date(createdAt)),
    })
}

const shippedThenCancelled = (day: string) => [
  step('confirmed', `${day}T10:00:00Z`),
  step('shipped', `${day}T12:00:00Z`),
  step('cancelled', `${day}T18:00:00Z`),
]

describe('earlierReturnedOrders (Firestore emulator)', () => {
  it("lists the same mobile's earlier orders whose parcel came back, newest first, and nothing else", async () => {
    await order(
      'a0000001-0000-4000-8000-000000000001',
      '2026-01-05T09:00:00Z',
      'cancelled',
      MOBILE,
      shippedThenCancelled('2026-01-06'),
    )
    await order(
      'a0000002-0000-4000-8000-000000000002',
      '2026-02-05T09:00:00Z',
      'cancelled',
      MOBILE,
      shippedThenCancelled('2026-02-06'),
    )
    // Cancelled before shipping: nothing came back.
    await order('a0000003-0000-4000-8000-000000000003', '2026-02-10T09:00:00Z', 'cancelled', MOBILE, [
      step('cancelled', '2026-02-10T10:00:00Z'),
    ])
    await order('a0000004-0000-4000-8000-000000000004', '2026-02-12T09:00:00Z', 'delivered', MOBILE)
    // Another number's return, and a return after the order being looked at.
    await order(
      'a0000005-0000-4000-8000-000000000005',
      '2026-01-05T09:00:00Z',
      'cancelled',
      '+923009999999',
      shippedThenCancelled('2026-01-06'),
    )
    await order(
      'a0000006-0000-4000-8000-000000000006',
      '2026-03-05T09:00:00Z',
      'cancelled',
      MOBILE,
      shippedThenCancelled('2026-03-06'),
    )

    const current = {
      id: 'c0000000-0000-4000-8000-000000000000',
      createdAt: '2026-03-01T09:00:00.000Z',
      contact: { email: 'a@example.com', mobile: MOBILE },
    }
    const found = await earlierReturnedOrders(current, db)
    expect(found.map((o) => o.id.slice(0, 8))).toEqual(['a0000002', 'a0000001'])
    await expect(earlierReturnedOrders({ ...current, contact: undefined }, db)).resolves.toEqual([])
  })
})

describe('cameBack', () => {
  it('is a cancelled order that had been shipped', () => {
    const entry = (status: 'placed' | 'shipped' | 'cancelled') => ({
      status,
      at: null,
      by: { uid: null, role: 'staff' as const },
    })
    expect(
      cameBack({ status: 'cancelled', history: [entry('placed'), entry('shipped'), entry('cancelled')] }),
    ).toBe(true)
    expect(cameBack({ status: 'cancelled', history: [entry('placed'), entry('cancelled')] })).toBe(false)
    expect(cameBack({ status: 'shipped', history: [entry('placed'), entry('shipped')] })).toBe(false)
  })
})
