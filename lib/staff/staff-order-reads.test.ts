import { ABAYA, SCARF } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { orderLookupKeys } from '@/lib/orders/lookup/search-keys'
import { legacyOrderNumber } from '@/lib/orders/order-number'
import { stockRef } from '@/lib/stock/stock-reads'
import { lowStockProducts } from './low-stock'
import { LIST_CAP_NOTE, readStaffOrder, staffOrderList } from './staff-order-reads'

/** The back office's queries against a real (local, in-process) Firestore emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

// 10:00 on 2 March 2026 in Karachi.
const NOW = new Date('2026-03-02T05:00:00Z')

async function order(id: string, createdAt: string, status: string, mobile: string, email: string | null) {
  await db
    .collection(ORDERS_COLLECTION)
    .doc(id)
    .set({
      uid: 'u1',
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
        fullName: `Shopper ${id.slice(0, 4)}`,
        mobile,
        address: 'House 1',
        city: id.startsWith('aaaa') ? 'Karachi' : 'Lahore',
        province: 'Punjab',
        postalCode: null,
      },
      payment: 'cod',
      status,
      email,
      number: legacyOrderNumber(id),
      lookup: orderLookupKeys({
        number: legacyOrderNumber(id),
        mobile,
        email,
        fullName: `Shopper ${id.slice(0, 4)}`,
        city: id.startsWith('aaaa') ? 'Karachi' : 'Lahore',
      }),
      createdAt: Timestamp.fromDate(new Date(createdAt)),
    })
}

const ids = (list: Awaited<ReturnType<typeof staffOrderList>>) =>
  list.sections.map((section) => [section.title, section.orders.map((o) => o.id)])

beforeEach(async () => {
  await order(
    'aaaa1111-0000-4000-8000-000000000001',
    '2026-03-02T04:00:00Z',
    'placed',
    '+923001111111',
    'amna@example.com',
  )
  await order(
    'bbbb2222-0000-4000-8000-000000000002',
    '2026-03-01T20:00:00Z',
    'delivered',
    '+923002222222',
    null,
  )
  await order(
    'cccc3333-0000-4000-8000-000000000003',
    '2026-02-27T10:00:00Z',
    'confirmed',
    '+923001111111',
    'amna@example.com',
  )
  await order(
    'dddd4444-0000-4000-8000-000000000004',
    '2026-02-20T10:00:00Z',
    'placed',
    '+923004444444',
    'zara@example.com',
  )
  await order(
    'eeee5555-0000-4000-8000-000000000005',
    '2026-02-25T10:00:00Z',
    'cancelled',
    '+923005555555',
    null,
  )
})

describe('staffOrderList (Firestore emulator)', () => {
  it("shows today's orders, then open orders from earlier days, oldest first", async () => {
    expect(ids(await staffOrderList({}, NOW, db))).toEqual([
      ["Today's orders", ['aaaa1111-0000-4000-8000-000000000001', 'bbbb2222-0000-4000-8000-000000000002']],
      [
        'Open orders from earlier days',
        ['dddd4444-0000-4000-8000-000000000004', 'cccc3333-0000-4000-8000-000000000003'],
      ],
    ])
  })

  it('finds an order by its number, mobile number or e-mail', async () => {
    const found = async (q: string) =>
      (await staffOrderList({ q }, NOW, db)).sections[0]?.orders.map((o) => o.id)
    expect(await found('FT-CCCC3333')).toEqual(['cccc3333-0000-4000-8000-000000000003'])
    expect(await found('0300 1111111')).toEqual([
      'aaaa1111-0000-4000-8000-000000000001',
      'cccc3333-0000-4000-8000-000000000003',
    ])
    expect(await found('Zara@Example.com')).toEqual(['dddd4444-0000-4000-8000-000000000004'])
    expect(await found('FT-99999999')).toEqual([])
    expect(await staffOrderList({ q: '??' }, NOW, db)).toMatchObject({ note: /order number/ })
  })

  it('finds an order by a word of the name or the city, and by the last digits of the mobile', async () => {
    const found = async (q: string) =>
      (await staffOrderList({ q }, NOW, db)).sections[0]?.orders.map((o) => o.id.slice(0, 4)).sort()
    expect(await found('karachi')).toEqual(['aaaa'])
    expect(await found('Shopper cccc')).toEqual(['cccc'])
    expect(await found('cccc Lahore')).toEqual(['cccc'])
    expect(await found('cccc Karachi')).toEqual([])
    expect(await found('1111')).toEqual(['aaaa', 'cccc'])
    expect(await found('Nobody')).toEqual([])
  })

  it('filters by status and by day, together with a search', async () => {
    const found = async (filters: Parameters<typeof staffOrderList>[0]) =>
      (await staffOrderList(filters, NOW, db)).sections[0]?.orders.map((o) => o.id.slice(0, 4))
    expect(await found({ status: 'placed' })).toEqual(['aaaa', 'dddd'])
    expect(await found({ status: 'cancelled' })).toEqual(['eeee'])
    expect(await found({ date: '2026-03-02' })).toEqual(['aaaa', 'bbbb'])
    expect(await found({ date: '2026-03-02', status: 'delivered' })).toEqual(['bbbb'])
    expect(await found({ q: '03001111111', status: 'confirmed' })).toEqual(['cccc'])
  })

  it("filters by the shopper's own confirmation: confirmed by her, or placed and awaiting her", async () => {
    await db
      .collection(ORDERS_COLLECTION)
      .doc('cccc3333-0000-4000-8000-000000000003')
      .update({
        history: [
          {
            status: 'confirmed',
            at: Timestamp.fromDate(new Date('2026-02-27T11:00:00Z')),
            by: { uid: null, role: 'shopper' },
          },
        ],
      })
    const found = async (filters: Parameters<typeof staffOrderList>[0]) =>
      (await staffOrderList(filters, NOW, db)).sections[0]?.orders.map((o) => o.id.slice(0, 4))
    expect(await found({ shopper: 'confirmed' })).toEqual(['cccc'])
    expect(await found({ shopper: 'awaiting' })).toEqual(['aaaa', 'dddd'])
    expect(await found({ shopper: 'awaiting', date: '2026-03-02' })).toEqual(['aaaa'])
    expect(await found({ shopper: 'confirmed', status: 'placed' })).toEqual([])
  })

  it('says so when a list came back full, rather than leave out the rest silently', async () => {
    expect((await staffOrderList({}, NOW, db)).note).toBeUndefined()
    // 200 more orders by one shopper in Lahore, open and from earlier days.
    const batch = db.batch()
    for (let index = 0; index < 200; index += 1) {
      const id = `eeee${String(index).padStart(4, '0')}-0000-4000-8000-000000000000`
      batch.set(db.collection(ORDERS_COLLECTION).doc(id), {
        ...(await db.collection(ORDERS_COLLECTION).doc('cccc3333-0000-4000-8000-000000000003').get()).data(),
        number: legacyOrderNumber(id),
      })
    }
    await batch.commit()
    expect((await staffOrderList({}, NOW, db)).note).toBe(LIST_CAP_NOTE)
    expect((await staffOrderList({ q: 'Lahore' }, NOW, db)).note).toBe(LIST_CAP_NOTE)
    expect((await staffOrderList({ q: 'Karachi' }, NOW, db)).note).toBeUndefined()
  })

  it('reads any order by id, and nothing for ids that cannot be orders', async () => {
    expect((await readStaffOrder('dddd4444-0000-4000-8000-000000000004', db))?.status).toBe('placed')
    expect(await readStaffOrder('../stock/1', db)).toBeNull()
  })
})

describe('lowStockProducts (Firestore emulator)', () => {
  it('lists products at or below the low-stock threshold, fewest first', async () => {
    await stockRef(db, ABAYA).set({ available: 1 })
    await stockRef(db, SCARF).set({ available: 40 })
    const low = await lowStockProducts(db)
    expect(low).toContainEqual({ id: ABAYA, name: 'Test Abaya', available: 1 })
    expect(low.every((product) => product.available <= 5)).toBe(true)
    const figures = low.map((product) => product.available)
    expect(figures).toEqual([...figures].sort((a, b) => a - b))
    expect(low.map((product) => product.id)).not.toContain(SCARF)
  })
})
