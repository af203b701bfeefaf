import type { Firestore } from '@/lib/firebase/firestore-types'
import { ABAYA, KAFTAN, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { describeMigration, migrateVariantStock } from './migrate-variant-stock'
import { ledgerSums } from './ledger-plan'
import { ledgerCollection, readProductStocks, stockRef } from './stock-reads'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const ledgerOf = async (productId: number) =>
  (await ledgerCollection(db, productId).get()).docs.map(
    (doc) => doc.data() as { variant: string; delta: number; reason: string },
  )

describe('migrating stock kept per product to stock per variant', () => {
  it('spreads each per-product figure evenly over the variants, keeping the total, with an opening ledger line each', async () => {
    await stockRef(db, TUNIC).set({ available: 7 })
    await stockRef(db, KAFTAN).set({ available: 4 })

    const report = await migrateVariantStock(db)

    expect(report).toEqual({
      migrated: [KAFTAN, TUNIC].sort((a, b) => a - b),
      alreadyPerVariant: 0,
      skipped: [],
    })
    const tunic = (await stockRef(db, TUNIC).get()).data()
    // The remainder goes to the first size in catalogue order.
    expect(tunic).toMatchObject({ variants: { '|S': 4, '|M': 3 }, available: 7 })
    expect((await stockRef(db, KAFTAN).get()).data()).toMatchObject({
      variants: { 'Beige|M': 4 },
      available: 4,
    })
    const ledger = await ledgerOf(TUNIC)
    expect(ledger.every((entry) => entry.reason === 'opening')).toBe(true)
    expect(ledgerSums(ledger)).toEqual({ '|S': 4, '|M': 3 })
  })

  it('is idempotent: a second run changes nothing and writes no ledger line', async () => {
    await stockRef(db, TUNIC).set({ available: 7 })
    await migrateVariantStock(db)
    const before = (await stockRef(db, TUNIC).get()).data()

    const again = await migrateVariantStock(db)

    expect(again).toEqual({ migrated: [], alreadyPerVariant: 1, skipped: [] })
    expect((await stockRef(db, TUNIC).get()).data()).toEqual(before)
    expect(await ledgerOf(TUNIC)).toHaveLength(2)
  })

  it('leaves products without a document on the catalogue figures, and reports what it cannot read', async () => {
    await stockRef(db, SCARF).set({ stock: 'lots' })
    await db.collection('stock').doc('9999').set({ available: 3 })

    const report = await migrateVariantStock(db)

    expect(report.migrated).toEqual([])
    expect(report.skipped).toEqual([
      { id: String(SCARF), why: 'unreadable' },
      { id: '9999', why: 'not-in-catalogue' },
    ])
    expect(describeMigration(report)).toEqual([
      'Stock per variant: 0 product(s) migrated, 0 already per variant.',
      'Left alone: stock/2 (neither a per-product nor a per-variant figure).',
      'Left alone: stock/9999 (no such product in the catalogue).',
    ])
    // The abaya has no document: it still reads its catalogue figures, per variant, and was not written.
    expect((await stockRef(db, ABAYA).get()).exists).toBe(false)
    expect((await readProductStocks(db, [ABAYA])).get(ABAYA)).toMatchObject({
      form: 'catalogue',
      variants: { 'Black|M': 5 },
    })
  })
})
