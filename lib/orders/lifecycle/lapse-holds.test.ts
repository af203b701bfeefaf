import type { Firestore } from '@/lib/firebase/firestore-types'
import { releaseHeldReceipts } from '@/lib/mail/held-receipts'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { resendConfirmation } from '@/lib/mail/resend-confirmation'
import { orderFromDoc, ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { readStocks } from '@/lib/stock/stock-reads'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { fillBag, request } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { HOLD_MS } from './hold'
import { lapseDueHolds } from './lapse-holds'

/** Holds that end by themselves, and receipts that wait for a verified e-mail, against the Firestore emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const EMAIL = 'ayesha@example.com'

async function place(uid: string, emailVerified = true, language: 'en' | 'ur' = 'ur') {
  await fillBag(db, uid, [{ productId: ABAYA, color: 'Black', size: 'M', quantity: 2 }])
  const outcome = await placeOrderInTransaction(
    db,
    {
      uid,
      emailVerified,
      verificationLink: async (orderId) => `https://auth.example/verify?order=${orderId}`,
    },
    request({ email: EMAIL, language }),
  )
  if (!outcome.ok) throw new Error(outcome.code)
  return outcome.orderId
}

const readOrder = async (id: string) =>
  orderFromDoc(id, (await db.collection(ORDERS_COLLECTION).doc(id).get()).data())
const mailOf = async (orderId: string) =>
  (await db.collection(MAIL_COLLECTION).where('orderId', '==', orderId).get()).docs.map((doc) => doc.data())
const abayaStock = async () => (await readStocks(db, [ABAYA])).get(ABAYA)

describe('an unconfirmed order’s hold', () => {
  it('lapses after 24 hours: cancelled by the shop, stock back, and the shopper told why in her language', async () => {
    const placedAt = Date.now()
    const orderId = await place('lapse-1')
    expect(await abayaStock()).toBe(3)
    expect((await readOrder(orderId))?.holdUntil).not.toBeNull()

    // Not yet: a minute before the hold ends nothing happens.
    expect((await lapseDueHolds(db, new Date(placedAt + HOLD_MS - 60_000))).lapsed).toEqual([])
    expect((await readOrder(orderId))?.status).toBe('placed')

    const later = new Date(placedAt + HOLD_MS + 60_000)
    const outcome = await lapseDueHolds(db, later)
    expect(outcome.lapsed).toEqual([orderId])
    expect(outcome.stockMoves).toEqual([{ productId: ABAYA, before: 3, after: 5 }])
    const order = await readOrder(orderId)
    expect(order).toMatchObject({ status: 'cancelled', holdUntil: null })
    expect(order?.history.at(-1)).toMatchObject({ status: 'cancelled', by: { uid: null, role: 'system' } })
    expect(await abayaStock()).toBe(5)
    const cancelled = (await mailOf(orderId)).find((mail) => mail.kind === 'cancelled')
    expect(cancelled?.message.text).toContain('اس آرڈر کی 24 گھنٹوں میں تصدیق نہیں ہوئی')

    // Once is enough: a second pass finds nothing and gives nothing back twice.
    expect((await lapseDueHolds(db, later)).lapsed).toEqual([])
    expect(await abayaStock()).toBe(5)
  })

  it('never lapses an order confirmed in time', async () => {
    const placedAt = Date.now()
    const orderId = await place('lapse-2')
    await db.collection(ORDERS_COLLECTION).doc(orderId).update({ status: 'confirmed', holdUntil: null })
    expect((await lapseDueHolds(db, new Date(placedAt + 2 * HOLD_MS))).lapsed).toEqual([])
    expect(await abayaStock()).toBe(3)
  })

  it('is stretched by a confirmation link that staff resend', async () => {
    const placedAt = Date.now()
    const orderId = await place('lapse-3')
    const resentAt = new Date(placedAt + HOLD_MS - 60 * 60_000)
    expect(await resendConfirmation(db, orderId, resentAt)).toMatchObject({ ok: true })
    expect((await lapseDueHolds(db, new Date(placedAt + HOLD_MS + 60_000))).lapsed).toEqual([])
    expect((await lapseDueHolds(db, new Date(resentAt.getTime() + HOLD_MS + 60_000))).lapsed).toEqual([
      orderId,
    ])
  })
})

describe('an account whose e-mail is not verified', () => {
  it('gets a verification e-mail instead of the receipt, and the receipt once it is verified', async () => {
    const orderId = await place('unverified-1', false, 'en')
    const queued = await mailOf(orderId)
    expect(queued.map((mail) => mail.kind)).toEqual(['verify-email'])
    const [verify] = queued
    expect(verify?.to).toBe(EMAIL)
    expect(verify?.message.text).toContain(`https://auth.example/verify?order=${orderId}`)
    // Nothing the account typed (its name, its address) reaches the address before it is proven.
    expect(verify?.message.text).not.toContain('Ayesha Khan')
    expect(verify?.message.text).not.toContain('Gulberg')
    expect((await readOrder(orderId))?.receiptHeld).toBe(true)

    expect(await releaseHeldReceipts(db, 'unverified-1')).toBe(1)
    expect((await mailOf(orderId)).map((mail) => mail.kind).sort()).toEqual([
      'order-received',
      'verify-email',
    ])
    expect((await readOrder(orderId))?.receiptHeld).toBe(false)
    // Released once only.
    expect(await releaseHeldReceipts(db, 'unverified-1')).toBe(0)
  })
})
