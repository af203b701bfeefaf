import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-reads'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { verifyConfirmToken } from '@/lib/orders/confirmation/confirm-token'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { verifyOrderLinkToken } from '@/lib/orders/access/order-link-token'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { account, address, request } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'

/**
 * The outbox is written by the order transactions themselves (Firestore emulator): one message per event, in
 * the order's language, none for a refused or repeated request.
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const UID = 'shopper-mail'
const STAFF = { role: 'staff', uid: 'staff-1' } as const

async function fill(quantity = 1) {
  await cartRef(db, UID).set({
    lines: linesForCartDoc([{ productId: ABAYA, color: 'Black', size: 'M', quantity }]),
  })
}

async function outbox() {
  const snapshot = await db.collection(MAIL_COLLECTION).get()
  return snapshot.docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string },
  )
}

async function placed(language: 'en' | 'ur' = 'en') {
  await fill()
  const outcome = await placeOrderInTransaction(
    db,
    account(UID),
    request({ email: 'ayesha@example.com', language }),
  )
  if (!outcome.ok) throw new Error(outcome.code)
  return outcome.orderId
}

describe('placing an order', () => {
  it('queues its receipt with a signed "Confirm my order" link, in the shape the extension reads', async () => {
    const before = new Date()
    const orderId = await placed()
    const [mail, ...others] = await outbox()
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      id: `${orderId}-order-received`,
      to: 'ayesha@example.com',
      kind: 'order-received',
      orderId,
      language: 'en',
      message: { subject: expect.stringContaining('please confirm it') },
      delivery: { state: 'PENDING', attempts: 0, error: null, leaseExpireTime: null },
    })
    const message = mail?.message as { html: string; text: string }
    const token = /\/orders\/confirm\/(v1\.[^\s"]+)/.exec(message.text)?.[1] ?? ''
    expect(verifyConfirmToken(orderProofSecret(), token, new Date())).toMatchObject({ ok: true, orderId })
    expect((mail?.sendAfter as { toDate(): Date }).toDate().getTime()).toBeGreaterThanOrEqual(
      before.getTime() - 1000,
    )
    const order = (await db.collection('orders').doc(orderId).get()).data()
    expect(order?.language).toBe('en')
  })

  it("writes the receipt in the checkout's language, with a signed order link and the confirm link in Urdu", async () => {
    const orderId = await placed('ur')
    const [mail] = await outbox()
    expect(mail).toMatchObject({ language: 'ur' })
    const { text, html } = mail?.message as { html: string; text: string }
    expect(html).toContain('dir="rtl"')
    // "View your order" opens the order in any browser: signed for this order, in Urdu.
    const link = /\/api\/orders\/open\/(o1\.[^\s?"]+)\?lang=ur/.exec(text)?.[1] ?? ''
    expect(verifyOrderLinkToken(orderProofSecret(), link, new Date())).toBe(orderId)
    expect(text).toMatch(/\/ur\/orders\/confirm\/v1\./)
  })

  it('queues nothing more for a repeated request, and nothing for a refused one', async () => {
    await fill()
    const first = request({ email: 'ayesha@example.com' })
    await placeOrderInTransaction(db, account(UID), first)
    expect(await placeOrderInTransaction(db, account(UID), first)).toMatchObject({ ok: true, repeated: true })
    expect(await outbox()).toHaveLength(1)

    // The bag is empty now: the next order is refused and sends nothing.
    expect(
      await placeOrderInTransaction(db, account(UID), request({ email: 'ayesha@example.com' })),
    ).toMatchObject({
      ok: false,
      code: 'empty-bag',
    })
    await fill(6) // more than the 5 in stock
    expect(
      await placeOrderInTransaction(db, account(UID), request({ email: 'a@example.com' })),
    ).toMatchObject({
      ok: false,
      code: 'out-of-stock',
    })
    expect(await outbox()).toHaveLength(1)
  })

  it('leaves `delivery` to the Trigger Email extension when it sends', async () => {
    process.env.SHOP_MAIL_SENDER = 'extension'
    try {
      await placed()
    } finally {
      delete process.env.SHOP_MAIL_SENDER
    }
    const [mail] = await outbox()
    expect(mail).toMatchObject({ kind: 'order-received', to: 'ayesha@example.com' })
    expect(mail).not.toHaveProperty('delivery')
    expect(mail).not.toHaveProperty('sendAfter')
  })

  it('queues nothing for an order with no e-mail to write to', async () => {
    await fill()
    expect(await placeOrderInTransaction(db, account(UID), request({ email: null, address }))).toMatchObject({
      ok: true,
    })
    expect(await outbox()).toEqual([])
  })
})

describe('changing an order', () => {
  it('queues one e-mail per change, saying who made it, and none for a repeat', async () => {
    const orderId = await placed('ur')
    const confirm = { orderId, to: 'confirmed', actor: STAFF } as const
    expect(await changeOrderStatus(db, confirm)).toMatchObject({ ok: true, repeated: false })
    expect(await changeOrderStatus(db, confirm)).toMatchObject({ ok: true, repeated: true })
    await changeOrderStatus(db, {
      orderId,
      to: 'shipped',
      actor: STAFF,
      shipment: { courier: 'tcs', tracking: '123456789012' },
    })

    const mails = await outbox()
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['confirmed', 'order-received', 'shipped'])
    const confirmed = mails.find((mail) => mail.kind === 'confirmed')
    expect(confirmed).toMatchObject({ language: 'ur', to: 'ayesha@example.com' })
    expect((confirmed?.message as { text: string }).text).toContain('ہماری ٹیم نے')
    const shipped = mails.find((mail) => mail.kind === 'shipped')?.message as { text: string; html: string }
    expect(shipped.text).toContain('TCS')
    expect(shipped.html).toMatch(/<a href="https:\/\/[^"]*123456789012/)
  })

  it('queues nothing about an order whose account has not verified its address, until it has', async () => {
    await fill()
    const unverified = {
      ...account(UID),
      emailVerified: false,
      verificationLink: async () => 'https://x.test/v',
    }
    const outcome = await placeOrderInTransaction(db, unverified, request({ email: 'ayesha@example.com' }))
    if (!outcome.ok) throw new Error(outcome.code)
    await changeOrderStatus(db, { orderId: outcome.orderId, to: 'confirmed', actor: STAFF })
    await changeOrderStatus(db, {
      orderId: outcome.orderId,
      to: 'shipped',
      actor: STAFF,
      shipment: { courier: 'tcs', tracking: '123456789012' },
    })
    const kinds = (await outbox()).map((mail) => mail.kind)
    expect(kinds).not.toContain('order-received')
    expect(kinds).not.toContain('confirmed')
    expect(kinds).not.toContain('shipped')
  })

  it('queues nothing when the change is refused', async () => {
    const orderId = await placed()
    expect(await changeOrderStatus(db, { orderId, to: 'delivered', actor: STAFF })).toMatchObject({
      ok: false,
    })
    expect((await outbox()).map((mail) => mail.kind)).toEqual(['order-received'])
  })

  it('says a shopper cancelled it herself, and that nothing is owed', async () => {
    const orderId = await placed()
    await changeOrderStatus(db, { orderId, to: 'cancelled', actor: { role: 'shopper', uid: UID } })
    const cancelled = (await outbox()).find((mail) => mail.kind === 'cancelled')
    expect((cancelled?.message as { text: string }).text).toContain('You cancelled this order.')
  })
})
