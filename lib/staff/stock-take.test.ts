import type { Firestore } from '@/lib/firebase/firestore-types'
import { moveStock } from '@/lib/stock/staff-movements'
import { readProductStocks } from '@/lib/stock/stock-reads'
import { ABAYA } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { applyStockTake, previewStockTake } from './stock-take'

/** The stock-take upload: what is applied is what the preview showed, against the Firestore emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const staff = { uid: 'staff-1', role: 'staff' as const, email: 'staff@fatin.test' }
// The fixture abaya's stock is all Black M (5).
const CSV = 'product_id,colour,size,counted\n1,Black,M,4\n1,Navy,S,2\n'
const figure = async (key: string) => (await readProductStocks(db, [ABAYA])).get(ABAYA)?.variants[key]

describe('applyStockTake', () => {
  it('applies what the preview showed', async () => {
    const preview = await previewStockTake(db, CSV)
    expect(preview.changes.map((change) => [change.label, change.before, change.after])).toEqual([
      ['Black / M', 5, 4],
      ['Navy / S', 0, 2],
    ])
    const applied = await applyStockTake(db, CSV, staff, 'Stock-take', new Date(), preview.shelves)
    expect(applied).toMatchObject({ changed: 2, stale: [] })
    expect([await figure('Black|M'), await figure('Navy|S')]).toEqual([4, 2])
  })

  it('leaves out a line a receipt changed after the preview, and applies the others', async () => {
    const preview = await previewStockTake(db, CSV)
    // A colleague receives 3 Navy S while the preview is on screen.
    await moveStock(
      db,
      { kind: 'receive', productId: ABAYA, lines: [{ key: 'Navy|S', quantity: 3 }], note: 'DN-9' },
      staff,
    )
    const applied = await applyStockTake(db, CSV, staff, 'Stock-take', new Date(), preview.shelves)
    expect(applied.stale).toEqual([{ line: 3, name: expect.any(String), label: 'Navy / S' }])
    expect(applied.changed).toBe(1)
    // The receipt stands; the count the preview showed for the other size is applied.
    expect([await figure('Black|M'), await figure('Navy|S')]).toEqual([4, 3])
  })
})
