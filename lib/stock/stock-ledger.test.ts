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

    // The tunic starts at 100 spread over S and M: 50 each. The 40 counted on the shelf included the 3 the
    // open order held (37 left to sell); cancelling it put those 3 back, so 40 again, never 43.
    expect((await readProductStocks(db, [TUNIC])).get(TUNIC)?.variants).toEqual({ '|S': 53, '|M': 40 })
    const ledger = await ledgerOf(TUNIC)
    expect(ledger.map((entry) => entry.reason).sort()).toEqual(
      ['cancel', 'count', 'opening', 'opening', 'order', 'receive', 'write-off'].sort(),
    )
  })

  it('a shelf count leaves aside what open orders hold, and says so in the ledger; never below zero', async () => {
    const line: CartLine = { productId: TUNIC, color: null, size: 'S', quantity: 4 }
    await fillBag(db, 'shopper-2', [line])
    const placed = await placeOrderInTransaction(db, account('shopper-2'), request())
    if (!placed.ok) throw new Error(`order refused: ${placed.code}`)

    const counted = await moveStock(
      db,
      { kind: 'count', productId: TUNIC, lines: [{ key: '|S', counted: 10 }], note: 'shelf' },
      staff,
    )
    expect(counted).toMatchObject({ ok: true, moved: [{ key: '|S', before: 46, after: 6 }] })
    const countLine = (await ledgerOf(TUNIC)).find((entry) => entry.reason === 'count') as
      { note?: string } | undefined
    expect(countLine?.note).toBe('shelf; open orders hold 4 of S')

    // Fewer on the shelf than the open order needs: nothing left to sell, not a negative figure.
    await moveStock(
      db,
      { kind: 'count', productId: TUNIC, lines: [{ key: '|S', counted: 1 }], note: '' },
      staff,
    )
    expect((await readProductStocks(db, [TUNIC])).get(TUNIC)?.variants['|S']).toBe(0)

    // Once shipped, the units have left the shelf: a count sells all it finds.
    await changeOrderStatus(db, {
      orderId: placed.orderId,
      to: 'confirmed',
      actor: { role: 'staff', uid: staff.uid },
    })
    await changeOrderStatus(db, {
      orderId: placed.orderId,
      to: 'shipped',
      actor: { role: 'staff', uid: staff.uid },
      shipment: { courier: 'TCS', tracking: '123456789012' },
    })
    await moveStock(
      db,
      { kind: 'count', productId: TUNIC, lines: [{ key: '|S', counted: 5 }], note: '' },
      staff,
    )
    expect((await readProductStocks(db, [TUNIC])).get(TUNIC)?.variants['|S']).toBe(5)
  })

  it('moves the stock once for the same form sent twice, and again for a new one', async () => {
    const receipt = (requestId: string) =>
      moveStock(
        db,
        { kind: 'receive', productId: TUNIC, lines: [{ key: '|S', quantity: 5 }], note: 'DN-7', requestId },
        staff,
      )
    expect(await receipt('form-1')).toMatchObject({ ok: true, moved: [{ key: '|S', before: 50, after: 55 }] })
    expect(await receipt('form-1')).toEqual({ ok: false, code: 'repeated' })
    expect((await readProductStocks(db, [TUNIC])).get(TUNIC)?.variants['|S']).toBe(55)
    expect((await ledgerOf(TUNIC)).filter((entry) => entry.reason === 'receive')).toHaveLength(1)
    expect(await receipt('form-2')).toMatchObject({ ok: true, moved: [{ key: '|S', before: 55, after: 60 }] })
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
    expect(
      await moveStock(
        db,
        { kind: 'receive', productId: ABAYA, lines: [{ key: 'toString', quantity: 1 }], note: '' },
        staff,
      ),
    ).toEqual({ ok: false, code: 'unknown-variant', variant: 'toString' })
    expect(await ledgerOf(ABAYA)).toEqual([])
  })
})
