import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-reads'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { readOrderMail } from '@/lib/mail/outbox-reads'
import { verifyConfirmToken } from '@/lib/orders/confirmation/confirm-token'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { account, request } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { resendConfirmation } from './resend-confirmation'

/** Staff's "Resend confirmation e-mail", against the Firestore emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

async function placed(): Promise<string> {
  await cartRef(db, 'u1').set({
    lines: linesForCartDoc([{ productId: ABAYA, color: 'Black', size: 'M', quantity: 1 }]),
  })
  const outcome = await placeOrderInTransaction(
    db,
    account('u1'),
    request({ email: 'ayesha@example.com', language: 'ur' }),
  )
  if (!outcome.ok) throw new Error(outcome.code)
  return outcome.orderId
}

const linkIssuedAt = (text: string, now: Date) => {
  const token = /\/orders\/confirm\/(v1\.[^\s"]+)/.exec(text)?.[1] ?? ''
  const check = verifyConfirmToken(orderProofSecret(), token, now)
  if (!check.ok) throw new Error(check.reason)
  return check.issuedAt
}

describe('resending the confirmation e-mail', () => {
  it("queues a new receipt in the order's language with a link issued now", async () => {
    const orderId = await placed()
    const later = new Date(Date.now() + 10 * 60_000)
    const outcome = await resendConfirmation(db, orderId, later)
    expect(outcome).toMatchObject({ ok: true })

    const mails = await readOrderMail(orderId, db)
    expect(mails.map((mail) => [mail.kind, mail.language, mail.state])).toEqual([
      ['order-received', 'ur', 'PENDING'],
      ['order-received', 'ur', 'PENDING'],
    ])
    const resent = (
      await db
        .collection(MAIL_COLLECTION)
        .doc(outcome.ok ? outcome.mailId : '')
        .get()
    ).get('message') as { text: string }
    expect(linkIssuedAt(resent.text, later).getTime()).toBe(Math.floor(later.getTime() / 1000) * 1000)
  })

  it('refuses once the order is no longer waiting, and for an order that does not exist', async () => {
    const orderId = await placed()
    await changeOrderStatus(db, { orderId, to: 'confirmed', actor: { role: 'staff', uid: 's1' } })
    expect(await resendConfirmation(db, orderId)).toEqual({ ok: false, code: 'order-not-placed' })
    expect(await resendConfirmation(db, '00000000-0000-4000-8000-999999999999')).toEqual({
      ok: false,
      code: 'order-not-found',
    })
    expect((await readOrderMail(orderId, db)).map((mail) => mail.kind)).toEqual([
      'order-received',
      'confirmed',
    ])
  })
})
