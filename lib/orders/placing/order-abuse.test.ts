import type { CartLine } from '@/lib/cart/cart-line'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { ORDERS_COLLECTION, orderFromDoc } from '@/lib/orders/order-doc'
import { resendConfirmation } from '@/lib/mail/resend-confirmation'
import { readStocks, stockRef } from '@/lib/stock/stock-reads'
import { KAFTAN, TUNIC } from '@/test/fixtures/fixture-products'
import { account, fillBag } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { readReturnRecords } from '@/lib/staff/return-record'
import { reserveOrderNumber } from './order-identity'
import { MAX_PER_PRODUCT } from './order-stock'
import { type OrderRequest, placeGuestOrderInTransaction, placeOrderInTransaction } from './place-order-core'

/**
 * What a stranger who places orders for free meets (issue: cash on delivery that cannot be gamed), against a
 * real (local, in-process) Firestore emulator, with the production defaults of every cap.
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

let counter = 0
const next = () => (counter += 1)

/** A guest order with a fresh key, and unless told otherwise a fresh cookie, mobile and e-mail. */
function guestRequest(overrides: Partial<OrderRequest> & { email?: string } = {}) {
  const n = next()
  return {
    idempotencyKey: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    promoCode: null,
    address: {
      fullName: 'Ayesha Khan',
      mobile: `+92300${String(1000000 + n)}`,
      address: 'House 12, Street 4, Gulberg III',
      city: 'Lahore',
      province: 'Punjab' as const,
      postalCode: null,
    },
    email: `shopper-${n}@example.com`,
    clientAddress: `198.51.100.${n}`,
    ...overrides,
  }
}

const STAFF = { role: 'staff', uid: 'staff-1' } as const

/** Staff confirm the order by phone and hand it to the courier. */
async function confirmAndShip(orderId: string) {
  await changeOrderStatus(db, { orderId, to: 'confirmed', actor: STAFF })
  await changeOrderStatus(db, {
    orderId,
    to: 'shipped',
    actor: STAFF,
    shipment: { courier: 'tcs', tracking: '770012345678' },
  })
}

const oneTunic: CartLine[] = [{ productId: TUNIC, color: null, size: 'M', quantity: 1 }]
const freshGuest = (lines: readonly CartLine[] = oneTunic) => ({ guestId: `guest-${next()}`, lines })

describe('a bag made by hand', () => {
  it('cannot take more than MAX_PER_PRODUCT of one product, whatever its colours and sizes', async () => {
    // Every size of the kaftan (stock 20), ten of each: what the bag's own screens never allow.
    const everyVariant: CartLine[] = (['XS', 'S', 'M', 'L', 'XL'] as const).map((size) => ({
      productId: KAFTAN,
      color: null,
      size,
      quantity: 10,
    }))
    const outcome = await placeGuestOrderInTransaction(db, freshGuest(everyVariant), guestRequest())
    expect(outcome).toEqual({
      ok: false,
      code: 'over-product-limit',
      productName: 'Test Kaftan',
      limit: MAX_PER_PRODUCT,
    })
    expect((await readStocks(db, [KAFTAN])).get(KAFTAN)).toBe(20)
    expect((await db.collection(ORDERS_COLLECTION).get()).size).toBe(0)
  })
})

describe('orders waiting for confirmation, per client address', () => {
  it('refuses the sixth from one address even with fresh cookies, mobiles and e-mails each time', async () => {
    const outcomes = []
    for (let i = 0; i < 6; i += 1) {
      outcomes.push(
        await placeGuestOrderInTransaction(db, freshGuest(), guestRequest({ clientAddress: '203.0.113.7' })),
      )
    }
    expect(outcomes.slice(0, 5).every((outcome) => outcome.ok)).toBe(true)
    expect(outcomes[5]).toEqual({ ok: false, code: 'too-many-open-orders', limit: 5, counts: 'connection' })
    // Another address is not held back by this one.
    expect(await placeGuestOrderInTransaction(db, freshGuest(), guestRequest())).toMatchObject({ ok: true })
  })

  it('counts accounts too: new accounts from one address share its cap', async () => {
    const outcomes = []
    for (let i = 0; i < 6; i += 1) {
      const uid = `new-account-${next()}`
      await fillBag(db, uid, oneTunic)
      outcomes.push(
        await placeOrderInTransaction(db, account(uid), guestRequest({ clientAddress: '203.0.113.8' })),
      )
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5)
    expect(outcomes[5]).toMatchObject({ code: 'too-many-open-orders', counts: 'connection' })
  })

  it('caps one inbox at 3 open orders, however many cookies, mobiles and spellings of it give it', async () => {
    const spellings = [
      'victim@gmail.com',
      'vic.tim@gmail.com',
      'victim+2@googlemail.com',
      'Victim+x@Gmail.com',
    ]
    const outcomes = []
    for (const email of spellings) {
      outcomes.push(await placeGuestOrderInTransaction(db, freshGuest(), guestRequest({ email })))
    }
    expect(outcomes.slice(0, 3).every((outcome) => outcome.ok)).toBe(true)
    expect(outcomes[3]).toMatchObject({ code: 'too-many-open-orders', limit: 3, counts: 'shopper' })
  })
})

describe('one first-order discount per person', () => {
  it('refuses it to another spelling of an inbox that has had it, with another mobile', async () => {
    const first = await placeGuestOrderInTransaction(
      db,
      freshGuest(),
      guestRequest({ promoCode: 'FATIN15', email: 'ayesha.first@gmail.com' }),
    )
    expect(first).toMatchObject({ ok: true })
    for (const email of ['ayeshafirst@gmail.com', 'a.yesha.first+2@googlemail.com']) {
      const again = await placeGuestOrderInTransaction(
        db,
        freshGuest(),
        guestRequest({ promoCode: 'FATIN15', email }),
      )
      expect(again).toMatchObject({ ok: false, refusal: { code: 'promo-first-order-only' } })
    }
  })

  it('charges full price to a new account whose mobile already ordered as a guest', async () => {
    const mobile = '+923451234567'
    const asGuest = guestRequest({ promoCode: 'FATIN15' })
    const first = await placeGuestOrderInTransaction(db, freshGuest(), {
      ...asGuest,
      address: { ...asGuest.address, mobile },
    })
    expect(first).toMatchObject({ ok: true })

    await fillBag(db, 'brand-new-account', oneTunic)
    const again = guestRequest({ promoCode: 'FATIN15', email: 'brand-new@example.com' })
    const outcome = await placeOrderInTransaction(db, account('brand-new-account'), {
      ...again,
      address: { ...again.address, mobile },
    })
    expect(outcome).toMatchObject({
      ok: false,
      code: 'promo-refused',
      refusal: { code: 'promo-first-order-only' },
    })
    // Without the code, the same account orders at full price.
    const fullPrice = await placeOrderInTransaction(db, account('brand-new-account'), {
      ...again,
      idempotencyKey: guestRequest().idempotencyKey,
      promoCode: null,
      address: { ...again.address, mobile },
    })
    expect(fullPrice).toMatchObject({ ok: true })
  })
})

describe('order numbers', () => {
  it('are the server’s, so keys that share a prefix still give different numbers', async () => {
    const a = await placeGuestOrderInTransaction(db, freshGuest(), {
      ...guestRequest(),
      idempotencyKey: 'abcdef01-0000-4000-8000-000000000001',
    })
    const b = await placeGuestOrderInTransaction(db, freshGuest(), {
      ...guestRequest(),
      idempotencyKey: 'abcdef01-0000-4000-8000-000000000002',
    })
    if (!a.ok || !b.ok) throw new Error('orders failed')
    const numberOf = async (id: string) =>
      (await db.collection(ORDERS_COLLECTION).doc(id).get()).get('number') as string
    const [numberA, numberB] = [await numberOf(a.orderId), await numberOf(b.orderId)]
    expect(numberA).not.toBe(numberB)
    expect([numberA, numberB]).not.toContain('FT-ABCDEF01')
  })

  it('draws again when a number is taken, so two orders never share one', async () => {
    const draws = ['FT-11111111', 'FT-11111111', 'FT-22222222']
    const numbers: string[] = []
    for (let i = 0; i < 2; i += 1) {
      numbers.push(
        await db.runTransaction(async (tx) => {
          const reserved = await reserveOrderNumber(tx, db, () => draws.shift() ?? 'FT-99999999')
          reserved.write(`order-${i}`)
          return reserved.number
        }),
      )
    }
    expect(numbers).toEqual(['FT-11111111', 'FT-22222222'])
  })
})

describe('mail to one address', () => {
  /**
   * A guest order to each address, confirmed at once: three open orders per inbox is its own cap, so
   * confirming leaves the mail cap to stop the receipts.
   */
  async function orderConfirmedTo(addresses: readonly string[]) {
    await stockRef(db, TUNIC).set({ available: 100 })
    const ids: string[] = []
    for (const email of addresses) {
      const outcome = await placeGuestOrderInTransaction(db, freshGuest(), guestRequest({ email }))
      if (!outcome.ok) throw new Error(outcome.code)
      ids.push(outcome.orderId)
      await db
        .collection(ORDERS_COLLECTION)
        .doc(outcome.orderId)
        .update({ status: 'confirmed', holdUntil: null })
    }
    return ids
  }

  const storedOrder = async (id: string) =>
    orderFromDoc(id, (await db.collection(ORDERS_COLLECTION).doc(id).get()).data())

  it('stops at the daily cap, while the orders themselves go through, marked as not mailed', async () => {
    const email = 'inbox@example.com'
    const ids = await orderConfirmedTo(Array(9).fill(email))
    const mail = await db.collection(MAIL_COLLECTION).where('to', '==', email).get()
    expect(mail.size).toBe(8)
    expect((await storedOrder(ids[0] ?? ''))?.receiptNotSent).toBe(false)
    expect((await storedOrder(ids[8] ?? ''))?.receiptNotSent).toBe(true)
  })

  it("lets staff resend a receipt the cap stopped once the shop's day has turned, and clears the mark", async () => {
    const email = 'used-up@example.com'
    await orderConfirmedTo(Array(8).fill(email))
    const stopped = await placeGuestOrderInTransaction(db, freshGuest(), guestRequest({ email }))
    if (!stopped.ok) throw new Error(stopped.code)
    expect((await storedOrder(stopped.orderId))?.receiptNotSent).toBe(true)
    expect(await resendConfirmation(db, stopped.orderId)).toEqual({ ok: false, code: 'mail-cap-reached' })

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    expect(await resendConfirmation(db, stopped.orderId, tomorrow)).toMatchObject({ ok: true })
    expect((await storedOrder(stopped.orderId))?.receiptNotSent).toBe(false)
  })

  it('counts the spellings of one inbox together', async () => {
    const spellings = Array.from({ length: 9 }, (_, i) => `in.box+${i}@gmail.com`)
    await orderConfirmedTo(spellings)
    const mail = await db.collection(MAIL_COLLECTION).where('to', 'in', spellings).get()
    expect(mail.size).toBe(8)
  })
})

describe('what staff search an order by', () => {
  it('is stored with the order: its number, mobile and its last digits, e-mail, and the name and city words', async () => {
    const outcome = await placeGuestOrderInTransaction(
      db,
      freshGuest(),
      guestRequest({ email: 'zara@example.com' }),
    )
    if (!outcome.ok) throw new Error(outcome.code)
    const stored = (await db.collection(ORDERS_COLLECTION).doc(outcome.orderId).get()).data()
    expect(stored?.lookup).toEqual(
      expect.arrayContaining(['word:ayesha', 'word:khan', 'word:lahore', 'email:zara@example.com']),
    )
    expect((stored?.lookup as string[]).some((key) => key.startsWith('mobile-end:'))).toBe(true)
  })
})

describe('a first order cancelled before it ships', () => {
  it('gives the first-order discount back, to a guest and to an account', async () => {
    const guest = freshGuest()
    const first = guestRequest({ promoCode: 'FATIN15' })
    const placed = await placeGuestOrderInTransaction(db, guest, first)
    if (!placed.ok) throw new Error(placed.code)
    const again = { ...first, idempotencyKey: guestRequest().idempotencyKey }
    expect(await placeGuestOrderInTransaction(db, guest, again)).toMatchObject({
      code: 'promo-refused',
    })
    const cancelled = await changeOrderStatus(db, {
      orderId: placed.orderId,
      to: 'cancelled',
      actor: { role: 'staff', uid: 'staff-1' },
    })
    expect(cancelled).toMatchObject({ ok: true })
    expect(await placeGuestOrderInTransaction(db, guest, again)).toMatchObject({ ok: true })

    await fillBag(db, 'first-timer', oneTunic)
    const asAccount = guestRequest({ promoCode: 'FATIN15' })
    const accountOrder = await placeOrderInTransaction(db, account('first-timer'), asAccount)
    if (!accountOrder.ok) throw new Error(accountOrder.code)
    await changeOrderStatus(db, {
      orderId: accountOrder.orderId,
      to: 'cancelled',
      actor: { role: 'shopper', uid: 'first-timer' },
    })
    await fillBag(db, 'first-timer', oneTunic)
    expect(
      await placeOrderInTransaction(db, account('first-timer'), {
        ...asAccount,
        idempotencyKey: guestRequest().idempotencyKey,
      }),
    ).toMatchObject({ ok: true })
  })

  it('passes it to her next order still standing, and gives it back only when that one is cancelled too', async () => {
    const guest = freshGuest()
    const discounted = guestRequest({ promoCode: 'FATIN15' })
    const first = await placeGuestOrderInTransaction(db, guest, discounted)
    if (!first.ok) throw new Error(first.code)
    const fullPrice = { ...discounted, promoCode: null, idempotencyKey: guestRequest().idempotencyKey }
    const second = await placeGuestOrderInTransaction(db, guest, fullPrice)
    if (!second.ok) throw new Error(second.code)
    await changeOrderStatus(db, { orderId: first.orderId, to: 'cancelled', actor: STAFF })

    const third = { ...discounted, idempotencyKey: guestRequest().idempotencyKey }
    expect(await placeGuestOrderInTransaction(db, guest, third)).toMatchObject({ code: 'promo-refused' })

    await changeOrderStatus(db, { orderId: second.orderId, to: 'cancelled', actor: STAFF })
    const placed = await placeGuestOrderInTransaction(db, guest, third)
    if (!placed.ok) throw new Error(placed.code)
    const stored = (await db.collection(ORDERS_COLLECTION).doc(placed.orderId).get()).get('pricing')
    expect(stored).toMatchObject({ promoCode: 'FATIN15', discount: expect.any(Number) })
    expect(stored.discount).toBeGreaterThan(0)
  })

  it('keeps it spent once the order has shipped', async () => {
    const guest = freshGuest()
    const first = guestRequest({ promoCode: 'FATIN15' })
    const placed = await placeGuestOrderInTransaction(db, guest, first)
    if (!placed.ok) throw new Error(placed.code)
    await confirmAndShip(placed.orderId)
    await changeOrderStatus(db, { orderId: placed.orderId, to: 'cancelled', actor: STAFF })
    expect(
      await placeGuestOrderInTransaction(db, guest, {
        ...first,
        idempotencyKey: guestRequest().idempotencyKey,
      }),
    ).toMatchObject({ code: 'promo-refused' })
  })
})

describe('a parcel that comes back', () => {
  it('needs a reason, puts its stock back, tells the shopper why with its items, and counts against the mobile', async () => {
    const mobile = '+923219876543'
    const request = guestRequest()
    const placed = await placeGuestOrderInTransaction(db, freshGuest(), {
      ...request,
      address: { ...request.address, mobile },
    })
    if (!placed.ok) throw new Error(placed.code)
    await confirmAndShip(placed.orderId)
    const stockShipped = (await readStocks(db, [TUNIC])).get(TUNIC) ?? 0

    expect(
      await changeOrderStatus(db, { orderId: placed.orderId, to: 'returned', actor: STAFF }),
    ).toMatchObject({
      ok: false,
      code: 'needs-return-reason',
    })
    expect(
      await changeOrderStatus(db, {
        orderId: placed.orderId,
        to: 'returned',
        actor: STAFF,
        returnReason: 'refused',
      }),
    ).toMatchObject({ ok: true, status: 'returned' })
    expect((await readStocks(db, [TUNIC])).get(TUNIC)).toBe(stockShipped + 1)

    const mail = (await db.collection(MAIL_COLLECTION).doc(`${placed.orderId}-returned`).get()).data()
    expect(mail?.message.text).toContain(
      'The courier brought your parcel back to us: it was refused at the door.',
    )
    expect(mail?.message.text).toContain('Test Tunic')
    expect(mail?.message.text).not.toContain('Nothing will be sent')

    expect(await readReturnRecords(db, [mobile])).toEqual(new Map([[mobile, { refused: 1 }]]))
  })
})
