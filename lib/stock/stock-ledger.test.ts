import type { CartLine } from '@/lib/cart/cart-line'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { placeOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { ABAYA, TUNIC } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { account, fillBag, request } from '@/test/fixtures/order-requests'
import { ledgerSums } from './ledger-plan'
import { moveStock } from './staff-movements'
import { ledgerCollection, readProductStocks } from './stock-reads'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const staff = { uid: 'staff-1', role: 'staff' as const, email: 'staff@fatin.test' }

async function ledgerOf(productId: number) {
  const snapshot = await ledgerCollection(db, productId).get()
  return snapshot.docs.map((doc) => doc.data() as { variant: string; delta: number; reason: string })
}

async function expectCountEqualsLedger(productId: number) {
  const stock = (await readProductStocks(db, [productId])).get(productId)
  expect(stock?.form).toBe('variants')
  const sums = ledgerSums(await ledgerOf(productId))
  // Every variant's figure is its ledger's sum (a variant never moved has no line and a figure of 0).
  for (const [key, figure] of Object.entries(stock?.variants ?? {}))
    expect([key, sums[key] ?? 0]).toEqual([key, figure])
}

describe('the stock ledger in Firestore', () => {
  it('records orders, cancellations, receipts, counts and write-offs; the count is always the ledger sum', async () => {
    const uid = 'shopper-1'
    const line: CartLine = { productId: TUNIC, color: null, size: 'M', quantity: 3 }
    await fillBag(db, uid, [line])
    const placed = await placeOrderInTransaction(db, account(uid), request())
    if (!placed.ok) throw new Error(`order refused: ${placed.code}`)
    await expectCountEqualsLedger(TUNIC)

    expect(
      await moveStock(
        db,
        { kind: 'receive', productId: TUNIC, lines: [{ key: '|S', quantity: 5 }], note: 'DN-1' },
        staff,
      ),
    ).toMatchObject({ ok: true })
    expect(
      await moveStock(
        db,
        { kind: 'count', productId: TUNIC, lines: [{ key: '|M', counted: 40 }], note: 'stock-take' },
        staff,
      ),
    ).toMatchObject({ ok: true })
    expect(
      await moveStock(
        db,
        {
          kind: 'write-off',
          productId: TUNIC,
          lines: [{ key: '|S', quantity: 2 }],
          reason: 'damaged',
          note: 'torn seam',
        },
        staff,
      ),
    ).toMatchObject({ ok: true })
    await changeOrderStatus(db, {
      orderId: placed.orderId,
      to: 'cancelled',
      actor: { role: 'staff', uid: staff.uid },
    })
    await expectCountEqualsLedger(TUNIC)

    // The tunic starts at 100 spread over S and M: 50 each.
    expect((await readProductStocks(db, [TUNIC])).get(TUNIC)?.variants).toEqual({ '|S': 53, '|M': 43 })
    const ledger = await ledgerOf(TUNIC)
    expect(ledger.map((entry) => entry.reason).sort()).toEqual(
      ['cancel', 'count', 'opening', 'opening', 'order', 'receive', 'write-off'].sort(),
    )
  })

  it('refuses a write-off of more than is held, and a variant the product does not have, writing nothing', async () => {
    expect(
      await moveStock(
        db,
        {
          kind: 'write-off',
          productId: ABAYA,
          lines: [{ key: 'Navy|S', quantity: 1 }],
          reason: 'lost',
          note: '',
        },
        staff,
      ),
    ).toEqual({
      ok: false,
      code: 'more-than-held',
      variant: 'Navy|S',
      available: 0,
    })
    expect(
      await moveStock(
        db,
        { kind: 'receive', productId: ABAYA, lines: [{ key: 'Gold|XXL', quantity: 1 }], note: '' },
        staff,
      ),
    ).toEqual({
      ok: false,
      code: 'unknown-variant',
      variant: 'Gold|XXL',
    })
    expect(await ledgerOf(ABAYA)).toEqual([])
  })
})
