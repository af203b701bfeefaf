import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-reads'
import { ABAYA, SCARF } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { account } from '@/test/fixtures/order-requests'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { readStocks } from '@/lib/stock/stock-reads'
import { orderFromDoc, ORDERS_COLLECTION } from '../order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { changeOrderStatus, type StatusChange } from './change-status'

/** The lifecycle transaction against a real (local, in-process) Firestore emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const OWNER = 'shopper-1'
const STAFF = { role: 'staff', uid: 'staff-1' } as const
const SHOPPER = { role: 'shopper', uid: OWNER } as const
const address = {
  fullName: 'Ayesha Khan',
  mobile: '+923001234567',
  address: 'House 12',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: null,
} as const

let counter = 0
/** Places an order of 2 abayas and 1 scarf (catalogue stock 5 and 3), leaving 3 and 2 in stock. */
async function placedOrder(): Promise<string> {
  counter += 1
  await cartRef(db, OWNER).set({
    lines: linesForCartDoc([
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 2 },
      { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
    ]),
  })
  const idempotencyKey = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`
  const outcome = await placeOrderInTransaction(db, account(OWNER), {
    idempotencyKey,
    promoCode: null,
    address,
    email: 'ayesha@example.com',
  })
  if (!outcome.ok) throw new Error(outcome.code)
  return outcome.orderId
}

async function stored(orderId: string) {
  const snapshot = await db.collection(ORDERS_COLLECTION).doc(orderId).get()
  const order = orderFromDoc(orderId, snapshot.data())
  if (!order) throw new Error('order unreadable')
  return order
}

const at = (iso: string) => new Date(iso)
const change = (orderId: string, overrides: Partial<StatusChange>): StatusChange => ({
  orderId,
  to: 'confirmed',
  actor: STAFF,
  ...overrides,
})

describe('changeOrderStatus (Firestore emulator)', () => {
  it('takes an order from placed to delivered, recording who and when at each step', async () => {
    const id = await placedOrder()
    await expect(
      changeOrderStatus(db, change(id, { to: 'confirmed' }), at('2026-03-02T09:00:00Z')),
    ).resolves.toEqual({ ok: true, status: 'confirmed', repeated: false, stockMoves: [] })
    const shipment = { courier: ' TCS ', tracking: ' 7712345 ' }
    await changeOrderStatus(db, change(id, { to: 'shipped', shipment }), at('2026-03-02T12:00:00Z'))
    await changeOrderStatus(
      db,
      change(id, { to: 'delivered', note: 'Paid in cash' }),
      at('2026-03-05T15:00:00Z'),
    )

    const order = await stored(id)
    expect(order.status).toBe('delivered')
    expect(order.contact?.email).toBe('ayesha@example.com')
    expect(order.history).toEqual([
      { status: 'placed', at: order.createdAt, by: { uid: OWNER, role: 'shopper' } },
      { status: 'confirmed', at: '2026-03-02T09:00:00.000Z', by: { uid: 'staff-1', role: 'staff' } },
      {
        status: 'shipped',
        at: '2026-03-02T12:00:00.000Z',
        by: { uid: 'staff-1', role: 'staff' },
        courier: 'TCS',
        tracking: '7712345',
      },
      {
        status: 'delivered',
        at: '2026-03-05T15:00:00.000Z',
        by: { uid: 'staff-1', role: 'staff' },
        note: 'Paid in cash',
      },
    ])
    // Delivered stock stays sold.
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 3, [SCARF]: 2 })
  })

  it('puts the stock back when the shopper cancels, in the same change', async () => {
    const id = await placedOrder()
    const outcome = await changeOrderStatus(db, { orderId: id, to: 'cancelled', actor: SHOPPER })
    expect(outcome).toEqual({
      ok: true,
      status: 'cancelled',
      repeated: false,
      stockMoves: [
        { productId: ABAYA, before: 3, after: 5 },
        { productId: SCARF, before: 2, after: 3 },
      ],
    })
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 5, [SCARF]: 3 })
    expect((await stored(id)).history.map((entry) => [entry.status, entry.by.role])).toEqual([
      ['placed', 'shopper'],
      ['cancelled', 'shopper'],
    ])
  })

  it('puts the stock back when staff cancel a shipped order (a refused parcel)', async () => {
    const id = await placedOrder()
    await changeOrderStatus(db, change(id, { to: 'confirmed' }))
    await changeOrderStatus(
      db,
      change(id, { to: 'shipped', shipment: { courier: 'Leopards', tracking: 'LP1' } }),
    )
    const outcome = await changeOrderStatus(db, change(id, { to: 'cancelled', note: 'Refused at the door' }))
    expect(outcome.ok).toBe(true)
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 5, [SCARF]: 3 })
  })

  it('puts a returned parcel back on sale, but not one that came back damaged', async () => {
    const ship = async () => {
      const id = await placedOrder()
      await changeOrderStatus(db, change(id, { to: 'confirmed' }))
      await changeOrderStatus(db, change(id, { to: 'shipped', shipment: { courier: 'TCS', tracking: '1' } }))
      return id
    }
    const torn = await ship()
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 3, [SCARF]: 2 })
    await changeOrderStatus(db, change(torn, { to: 'returned', returnReason: 'damaged' }))
    expect((await stored(torn)).status).toBe('returned')
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 3, [SCARF]: 2 })

    const refused = await ship()
    await changeOrderStatus(db, change(refused, { to: 'returned', returnReason: 'refused' }))
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 3, [SCARF]: 2 })
  })

  it('makes a repeated change once: no second history entry, no second stock return', async () => {
    const id = await placedOrder()
    const cancel = { orderId: id, to: 'cancelled', actor: SHOPPER } as const
    await changeOrderStatus(db, cancel)
    await expect(changeOrderStatus(db, cancel)).resolves.toEqual({
      ok: true,
      status: 'cancelled',
      repeated: true,
    })
    // Staff pressing Cancel on the same order a moment later is the same change too.
    await expect(changeOrderStatus(db, { ...cancel, actor: STAFF })).resolves.toMatchObject({
      repeated: true,
    })
    expect((await stored(id)).history).toHaveLength(2)
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 5, [SCARF]: 3 })
  })

  it('recognises a request id it has already carried out, even after the order moved on', async () => {
    const id = await placedOrder()
    await changeOrderStatus(db, change(id, { to: 'confirmed', requestId: 'press-1' }))
    await changeOrderStatus(db, change(id, { to: 'shipped', shipment: { courier: 'TCS', tracking: '1' } }))
    // The confirm request arrives again (a retried network request): it is not refused as placed→confirmed.
    await expect(
      changeOrderStatus(db, change(id, { to: 'confirmed', requestId: 'press-1' })),
    ).resolves.toEqual({
      ok: true,
      status: 'shipped',
      repeated: true,
    })
    expect((await stored(id)).history).toHaveLength(3)
  })

  it('refuses a step asked from a status the order has left (a stale tab), even to the status it now has', async () => {
    const id = await placedOrder()
    await changeOrderStatus(db, change(id, { to: 'confirmed' }))
    // Tab B ships it; tab A, still showing it confirmed, presses Cancel.
    const tcs = { courier: 'TCS', tracking: '779412345678' }
    await changeOrderStatus(
      db,
      change(id, { to: 'shipped', from: 'confirmed', shipment: tcs, requestId: 'b-1' }),
    )
    await expect(
      changeOrderStatus(
        db,
        change(id, { to: 'cancelled', from: 'confirmed', cancelReason: 'shopper-asked' }),
      ),
    ).resolves.toEqual({ ok: false, reason: 'status-changed', code: 'status-changed' })
    // A second "Mark shipped" drawn before the first is not answered as done while its number is dropped.
    const leopards = { courier: 'Leopards', tracking: 'KI7512345678' }
    await expect(
      changeOrderStatus(
        db,
        change(id, { to: 'shipped', from: 'confirmed', shipment: leopards, requestId: 'a-1' }),
      ),
    ).resolves.toEqual({ ok: false, reason: 'status-changed', code: 'status-changed' })
    // The first press, retried, is still the change it made.
    await expect(
      changeOrderStatus(
        db,
        change(id, { to: 'shipped', from: 'confirmed', shipment: tcs, requestId: 'b-1' }),
      ),
    ).resolves.toMatchObject({ ok: true, repeated: true })
    const order = await stored(id)
    expect(order.status).toBe('shipped')
    expect(order.history.map((entry) => entry.status)).toEqual(['placed', 'confirmed', 'shipped'])
    expect(order.history.at(-1)).toMatchObject({ courier: 'TCS', tracking: '779412345678' })
  })

  it('refuses moves the table does not allow, writing nothing', async () => {
    const id = await placedOrder()
    await expect(changeOrderStatus(db, change(id, { to: 'delivered' }))).resolves.toEqual({
      ok: false,
      reason: 'not-allowed',
      code: 'status-not-allowed',
      from: 'placed',
      to: 'delivered',
    })
    await expect(
      changeOrderStatus(db, { orderId: id, to: 'shipped', actor: SHOPPER }),
    ).resolves.toMatchObject({
      ok: false,
      reason: 'not-allowed',
    })
    await changeOrderStatus(db, change(id, { to: 'confirmed' }))
    await changeOrderStatus(db, change(id, { to: 'shipped', shipment: { courier: 'TCS', tracking: '9' } }))
    const late = await changeOrderStatus(db, { orderId: id, to: 'cancelled', actor: SHOPPER })
    expect(late).toEqual({
      ok: false,
      reason: 'not-allowed',
      code: 'cancel-after-shipping',
    })
    expect((await stored(id)).status).toBe('shipped')
    expect(Object.fromEntries(await readStocks(db, [ABAYA, SCARF]))).toEqual({ [ABAYA]: 3, [SCARF]: 2 })
    await changeOrderStatus(db, change(id, { to: 'delivered' }))
    await expect(changeOrderStatus(db, { orderId: id, to: 'cancelled', actor: SHOPPER })).resolves.toEqual({
      ok: false,
      reason: 'not-allowed',
      code: 'cancel-after-delivery',
    })
  })

  it('will not ship without a courier and a tracking number', async () => {
    const id = await placedOrder()
    await changeOrderStatus(db, change(id, { to: 'confirmed' }))
    for (const shipment of [undefined, { courier: 'TCS', tracking: '  ' }, { courier: '', tracking: '5' }]) {
      await expect(changeOrderStatus(db, change(id, { to: 'shipped', shipment }))).resolves.toEqual({
        ok: false,
        reason: 'needs-shipment',
        code: 'needs-shipment',
      })
    }
    expect((await stored(id)).status).toBe('confirmed')
  })

  it("answers another shopper's order exactly like one that does not exist", async () => {
    const id = await placedOrder()
    const notFound = { ok: false, reason: 'not-found', code: 'status-order-not-found' }
    const stranger = { role: 'shopper', uid: 'shopper-2' } as const
    await expect(changeOrderStatus(db, { orderId: id, to: 'cancelled', actor: stranger })).resolves.toEqual(
      notFound,
    )
    await expect(changeOrderStatus(db, change('no-such-order', {}))).resolves.toEqual(notFound)
    await expect(changeOrderStatus(db, change('../stock/1', {}))).resolves.toEqual(notFound)
    expect((await stored(id)).status).toBe('placed')
  })

  it('reads an order written before the lifecycle (no history, no contact) as a single placed entry', async () => {
    const id = await placedOrder()
    const raw = (await db.collection(ORDERS_COLLECTION).doc(id).get()).data() ?? {}
    delete raw.contactEmail
    delete raw.contactMobile
    expect(raw.history).toBeUndefined()
    const order = orderFromDoc(id, raw)
    expect(order?.history).toEqual([
      { status: 'placed', at: order?.createdAt, by: { uid: OWNER, role: 'shopper' } },
    ])
    expect(order?.contact).toBeUndefined()
  })
})
