import { formMessage } from '@/lib/i18n/form-message-texts'
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-reads'
import { SCARF } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { stockRef } from '@/lib/stock/stock-reads'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'

/**
 * The limits on placing orders, through the placeOrder server action against a real (local, in-process)
 * Firestore emulator: at most 3 orders waiting for confirmation per account, and at most 10 Place order
 * presses an hour per account. The session is the only thing faked: shopperForChange answers a uid (and
 * getSession the same uid with an e-mail, which the order stores).
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))
let mockUid: string | null = null
// The account's e-mail, stored on its orders, comes from the verified session.
jest.mock('@/lib/auth/session', () => ({ getSession: async () => ({ email: 'Ayesha@Example.com' }) }))
jest.mock('@/lib/shopper/shopper-for-change', () => ({ shopperForChange: async () => mockUid }))
jest.mock('@/lib/auth/session', () => ({
  getSession: async () =>
    mockUid ? { uid: mockUid, email: `${mockUid}@example.com`, email_verified: true } : null,
}))
jest.mock('next/cache', () => ({ refresh: () => {} }))
// Each account orders from an address of its own, so only the per-account cap is in play here.
jest.mock('@/lib/rate-limit/request-address', () => ({
  currentClientAddress: async () => `address-of-${mockUid}`,
}))
// A placed order gives the browser a new data stamp (lib/shopper/account-data-stamp.ts): a cookie jar to set it in.
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined, set: () => {} }) }))

import { placeOrder } from '@/lib/orders/actions'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'

// Each order is a transaction against the emulator; on a busy machine a test of four takes seconds.
jest.setTimeout(30_000)

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

let counter = 0
// Each account types a mobile of its own, unless a test says otherwise: caps count mobiles too.
let mockMobile = '0300 1000000'
function uniqueUid() {
  counter += 1
  mockMobile = `0300 ${String(1000000 + counter)}`
  return `limits-shopper-${counter}`
}

function checkoutForm(): FormData {
  counter += 1
  const form = new FormData()
  const fields = {
    fullName: 'Ayesha Khan',
    mobile: mockMobile,
    address: 'House 12, Street 4, Gulberg III',
    city: 'Lahore',
    province: 'Punjab',
    postalCode: '54000',
    paymentMethod: 'cod',
    promoCode: '',
    idempotencyKey: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

async function fillBag(uid: string) {
  // Plenty of stock: these tests are about limits, not about running out.
  await stockRef(db, SCARF).set({ available: 100 })
  await cartRef(db, uid).set({
    lines: linesForCartDoc([{ productId: SCARF, color: 'Emerald', size: null, quantity: 1 }]),
  })
}

async function ordersOf(uid: string) {
  return (await db.collection(ORDERS_COLLECTION).where('uid', '==', uid).get()).docs
}

const OPEN_ORDERS_MESSAGE =
  'You already have 3 orders waiting for us to confirm and send them. You can order again once one is on its way, or cancel one you no longer need; contact us if it cannot wait.'

describe('at most 3 cash-on-delivery orders waiting for confirmation per account', () => {
  it('places three, refuses the fourth with a plain message and leaves the bag as it was', async () => {
    mockUid = uniqueUid()
    for (let i = 0; i < 3; i += 1) {
      await fillBag(mockUid)
      expect(await placeOrder(checkoutForm())).toEqual({ ok: true, orderId: expect.any(String) })
    }
    await fillBag(mockUid)
    const fourth = await placeOrder(checkoutForm())
    expect(fourth).toEqual({
      ok: false,
      code: 'too-many-open-orders',
      limit: 3,
      counts: 'shopper',
      values: expect.any(Object),
    })
    expect(fourth.ok ? '' : formMessage('en', fourth)).toBe(OPEN_ORDERS_MESSAGE)
    expect(await ordersOf(mockUid)).toHaveLength(3)
    expect((await cartRef(db, mockUid).get()).get('lines')).toHaveLength(1)
  })

  it('takes another order once staff confirm one of them', async () => {
    mockUid = uniqueUid()
    for (let i = 0; i < 3; i += 1) {
      await fillBag(mockUid)
      await placeOrder(checkoutForm())
    }
    const [first] = await ordersOf(mockUid)
    const staff = { role: 'staff', uid: 'staff-1' } as const
    expect(
      await changeOrderStatus(db, { orderId: first?.id ?? '', to: 'confirmed', actor: staff }),
    ).toMatchObject({
      ok: true,
    })
    await fillBag(mockUid)
    expect(await placeOrder(checkoutForm())).toMatchObject({ ok: true })
  })

  it('still counts an order she confirmed herself, until staff ship it', async () => {
    mockUid = uniqueUid()
    for (let i = 0; i < 3; i += 1) {
      await fillBag(mockUid)
      await placeOrder(checkoutForm())
    }
    const [first] = await ordersOf(mockUid)
    const orderId = first?.id ?? ''
    const herself = { role: 'shopper', uid: mockUid, accountEmailVerified: true } as const
    expect(await changeOrderStatus(db, { orderId, to: 'confirmed', actor: herself })).toMatchObject({
      ok: true,
      status: 'confirmed',
    })
    await fillBag(mockUid)
    expect(await placeOrder(checkoutForm())).toMatchObject({ ok: false, code: 'too-many-open-orders' })

    const staff = { role: 'staff', uid: 'staff-1' } as const
    const shipment = { courier: 'TCS', tracking: 'TCS-123' }
    expect(await changeOrderStatus(db, { orderId, to: 'shipped', actor: staff, shipment })).toMatchObject({
      ok: true,
    })
    expect(await placeOrder(checkoutForm())).toMatchObject({ ok: true })
    expect(await ordersOf(mockUid)).toHaveLength(4)
  })

  it('counts each account apart, and a repeat of a placed order is still answered with it', async () => {
    const busy = uniqueUid()
    mockUid = busy
    const forms = [checkoutForm(), checkoutForm(), checkoutForm()]
    const placed = []
    for (const form of forms) {
      await fillBag(busy)
      placed.push(await placeOrder(form))
    }
    // The answer to the third was lost and the shopper presses again: the same order, not a refusal.
    expect(await placeOrder(forms[2] ?? new FormData())).toEqual(placed[2])

    mockUid = uniqueUid()
    await fillBag(mockUid)
    expect(await placeOrder(checkoutForm())).toMatchObject({ ok: true })
  })

  it('counts a new account that types a mobile already holding 3 open orders against that mobile', async () => {
    mockUid = uniqueUid()
    const sharedMobile = mockMobile
    for (let i = 0; i < 3; i += 1) {
      await fillBag(mockUid)
      expect(await placeOrder(checkoutForm())).toMatchObject({ ok: true })
    }
    mockUid = uniqueUid()
    mockMobile = sharedMobile
    await fillBag(mockUid)
    expect(await placeOrder(checkoutForm())).toMatchObject({ ok: false, code: 'too-many-open-orders' })
    expect(await ordersOf(mockUid)).toHaveLength(0)
  })
})

describe('Place order presses per account', () => {
  it('allows 10 an hour, then refuses with a plain message before touching the bag', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockUid = uniqueUid()
    // An empty bag refuses each order, but every press still counts.
    for (let i = 0; i < 10; i += 1) {
      expect(await placeOrder(checkoutForm())).toMatchObject({
        ok: false,
        code: 'empty-bag',
      })
    }
    await fillBag(mockUid)
    expect(await placeOrder(checkoutForm())).toMatchObject({
      ok: false,
      code: 'rate-limited',
    })
    expect(await ordersOf(mockUid)).toHaveLength(0)

    // Someone else's presses are their own.
    mockUid = uniqueUid()
    await fillBag(mockUid)
    expect(await placeOrder(checkoutForm())).toMatchObject({ ok: true })
  })
})
