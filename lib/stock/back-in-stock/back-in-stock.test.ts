import type { Firestore } from '@/lib/firebase/firestore-types'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { moveStock } from '@/lib/stock/staff-movements'
import { applyStockTake } from '@/lib/staff/stock-take'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { account, fillBag, request as orderRequest } from '@/test/fixtures/order-requests'
import { alertKey, readWaitingCounts } from './alert-reads'
import { signStockAlertToken } from './alert-token'
import { backInStockHooks } from './back-in-stock-hooks'
import {
  BACK_IN_STOCK_KIND,
  confirmStockAlert,
  STOCK_ALERT_CONFIRM_KIND,
  storeStockAlert,
} from './stock-alerts'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const SECRET = 'x'.repeat(40)
const staff = { uid: 'staff-1', role: 'staff' as const }
// The fixture abaya's stock is all Black M: Navy S is sold out.
const request = { email: 'amina@example.com', productId: ABAYA, variant: 'Navy|S', language: 'ur' as const }

async function mailsTo(email: string) {
  const snapshot = await db.collection('mail').where('to', '==', email).get()
  return snapshot.docs.map(
    (doc) =>
      doc.data() as {
        kind: string
        language: string
        message: { subject: string; html: string; text: string }
      },
  )
}

async function receive(quantity: number, now = new Date()) {
  const hooks = backInStockHooks(db, now)
  const outcome = await moveStock(
    db,
    { kind: 'receive', productId: ABAYA, lines: [{ key: 'Navy|S', quantity }], note: 'DN-7' },
    staff,
    now,
    hooks,
  )
  return { outcome, told: hooks.told() }
}

describe('tell me when it is back', () => {
  it('confirmed once, then ONE mail in her language when the variant is received, linking to it', async () => {
    const now = new Date('2026-05-01T10:00:00Z')
    expect(await storeStockAlert(db, request, SECRET, now)).toBe('pending-sent')
    expect((await mailsTo(request.email)).map((mail) => mail.kind)).toEqual([STOCK_ALERT_CONFIRM_KIND])
    // Not confirmed yet: nobody waits, and a receipt tells nobody.
    expect(await readWaitingCounts(db)).toEqual(new Map())

    const key = alertKey(request.email, ABAYA, 'Navy|S')
    expect(await confirmStockAlert(db, SECRET, signStockAlertToken(SECRET, key, now), now)).toBe('confirmed')
    expect(await confirmStockAlert(db, SECRET, signStockAlertToken(SECRET, key, now), now)).toBe(
      'already-confirmed',
    )
    expect(await readWaitingCounts(db)).toEqual(new Map([['1|Navy|S', 1]]))

    expect(await receive(5)).toMatchObject({ outcome: { ok: true }, told: 1 })
    const mails = await mailsTo(request.email)
    const back = mails.find((mail) => mail.kind === BACK_IN_STOCK_KIND)
    expect(back?.language).toBe('ur')
    expect(back?.message.text).toContain('/ur/product/1?color=Navy&size=S')
    // The colour by its Urdu name, after an Urdu comma, as the product page and the receipts name it.
    expect(back?.message.subject).toContain('، نیوی / S')
    expect(back?.message.subject).not.toContain('Navy')
    expect(await readWaitingCounts(db)).toEqual(new Map())

    // Sold out and received again: she was told once, and is not told again.
    await moveStock(
      db,
      { kind: 'count', productId: ABAYA, lines: [{ key: 'Navy|S', counted: 0 }], note: '' },
      staff,
    )
    expect(await receive(2)).toMatchObject({ told: 0 })
    expect((await mailsTo(request.email)).filter((mail) => mail.kind === BACK_IN_STOCK_KIND)).toHaveLength(1)
  })

  it('tells her when a cancelled order puts the sold-out size back on sale, not at the next receipt', async () => {
    const now = new Date('2026-05-01T10:00:00Z')
    await receive(1, now)
    await fillBag(db, 'buyer-1', [{ productId: ABAYA, color: 'Navy', size: 'S', quantity: 1 }])
    const placed = await placeOrderInTransaction(db, account('buyer-1'), orderRequest())
    if (!placed.ok) throw new Error(placed.code)
    // The last Navy S is held by that order: sold out, so she may ask.
    expect(await storeStockAlert(db, request, SECRET, now)).toBe('pending-sent')
    const key = alertKey(request.email, ABAYA, 'Navy|S')
    await confirmStockAlert(db, SECRET, signStockAlertToken(SECRET, key, now), now)

    const cancel = {
      orderId: placed.orderId,
      to: 'cancelled',
      actor: staff,
      cancelReason: 'out-of-stock',
    } as const
    expect(await changeOrderStatus(db, cancel, now)).toMatchObject({ ok: true })
    const back = (await mailsTo(request.email)).filter((mail) => mail.kind === BACK_IN_STOCK_KIND)
    expect(back).toHaveLength(1)
    expect(back[0]?.message.text).toContain('/ur/product/1?color=Navy&size=S')
    expect(await readWaitingCounts(db)).toEqual(new Map())
  })

  it('tells her when a stock-take counts the size back from 0', async () => {
    const now = new Date('2026-05-01T10:00:00Z')
    expect(await storeStockAlert(db, request, SECRET, now)).toBe('pending-sent')
    const key = alertKey(request.email, ABAYA, 'Navy|S')
    await confirmStockAlert(db, SECRET, signStockAlertToken(SECRET, key, now), now)

    const take = await applyStockTake(
      db,
      'product_id,colour,size,counted\n1,Navy,S,3',
      staff,
      'Stock-take',
      now,
    )
    expect(take).toMatchObject({ changed: 1, told: 1 })
    expect((await mailsTo(request.email)).filter((mail) => mail.kind === BACK_IN_STOCK_KIND)).toHaveLength(1)
    expect(await readWaitingCounts(db)).toEqual(new Map())
  })

  it('asked again while pending, sends the link at most hourly; a forged link confirms nothing', async () => {
    const now = new Date('2026-05-01T10:00:00Z')
    await storeStockAlert(db, request, SECRET, now)
    expect(await storeStockAlert(db, request, SECRET, new Date(now.getTime() + 60_000))).toBe('unchanged')
    expect(await storeStockAlert(db, request, SECRET, new Date(now.getTime() + 61 * 60_000))).toBe(
      'pending-sent',
    )
    expect(await mailsTo(request.email)).toHaveLength(2)
    expect(await confirmStockAlert(db, SECRET, `s1.${'0'.repeat(64)}.abc.forged`, now)).toBe('not-valid')
  })

  it('counts the mail against the address’s daily cap, and keeps her waiting when the cap is reached', async () => {
    const now = new Date('2026-05-01T10:00:00Z')
    await storeStockAlert(db, request, SECRET, now)
    await confirmStockAlert(
      db,
      SECRET,
      signStockAlertToken(SECRET, alertKey(request.email, ABAYA, 'Navy|S'), now),
      now,
    )
    // The day's allowance used up by other mail to the same address.
    const { readRecipientAllowance } = jest.requireActual('@/lib/mail/recipient-allowance')
    for (let n = 0; n < 20; n += 1) {
      await db.runTransaction(async (tx) =>
        (await readRecipientAllowance(tx, db, request.email, now)).spend(),
      )
    }
    expect(await receive(3, now)).toMatchObject({ outcome: { ok: true }, told: 0 })
    expect(await readWaitingCounts(db)).toEqual(new Map([['1|Navy|S', 1]]))
  })
})
