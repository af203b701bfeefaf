import 'server-only'
import { findProduct } from '@/lib/catalogue'
import { firestoreCall, firestoreTransaction } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { productStockFromDoc, STOCK_COLLECTION } from './stock-doc'
import { writeStockChanges } from './stock-ledger'
import { readProductStocksInTransaction } from './stock-reads'

/**
 * The one-off move from stock kept per product (`stock/{id}` = `{ available }`) to stock per variant
 * (lib/stock/stock-doc.ts). Each per-product figure is spread evenly over the product's variants
 * (lib/stock/variants.ts spreadOverVariants; the total is kept) and written in variant form with an opening
 * ledger line per variant, one transaction per product, so an order placed meanwhile is either counted in
 * the figure the migration spreads or applied to the variants after it.
 *
 * Idempotent: a document already in variant form is left alone, so running it twice changes nothing.
 * Products without a document need nothing (they read the catalogue's starting stock per variant until their
 * first movement). A document of a product no longer in the catalogue, or one in neither shape, is reported
 * and left for staff to look at: spreading a figure it cannot read could oversell.
 *
 * `npm start` runs it on the local emulators; a deployment runs it once with `npm run migrate`
 * (docs/production.md).
 */
export type MigrationReport = {
  migrated: number[]
  alreadyPerVariant: number
  skipped: { id: string; why: 'not-in-catalogue' | 'unreadable' }[]
}

export async function migrateVariantStock(db: Firestore, now: Date = new Date()): Promise<MigrationReport> {
  const report: MigrationReport = { migrated: [], alreadyPerVariant: 0, skipped: [] }
  const snapshot = await firestoreCall('list stock', () => db.collection(STOCK_COLLECTION).get())
  for (const doc of snapshot.docs) {
    const productId = Number(doc.id)
    if (!Number.isInteger(productId) || !findProduct(productId)) {
      report.skipped.push({ id: doc.id, why: 'not-in-catalogue' })
      continue
    }
    const form = productStockFromDoc(productId, doc.data()).form
    if (form === 'variants') {
      report.alreadyPerVariant += 1
      continue
    }
    if (form !== 'per-product') {
      report.skipped.push({ id: doc.id, why: 'unreadable' })
      continue
    }
    const moved = await firestoreTransaction(db, 'migrate stock', async (tx) => {
      const stock = (await readProductStocksInTransaction(tx, db, [productId])).get(productId)
      // Migrated by another run meanwhile: nothing to do.
      if (!stock || stock.form !== 'per-product') return false
      writeStockChanges(tx, db, stock, [], { reason: 'opening', actor: { uid: null, role: 'system' } }, now)
      return true
    })
    if (moved) report.migrated.push(productId)
    else report.alreadyPerVariant += 1
  }
  return report
}

/** The report in a few lines for the command's output. */
export function describeMigration(report: MigrationReport): string[] {
  const lines = [
    `Stock per variant: ${report.migrated.length} product(s) migrated` +
      (report.migrated.length > 0 ? ` (${report.migrated.join(', ')})` : '') +
      `, ${report.alreadyPerVariant} already per variant.`,
  ]
  for (const skip of report.skipped) {
    lines.push(
      `Left alone: stock/${skip.id} (${skip.why === 'not-in-catalogue' ? 'no such product in the catalogue' : 'neither a per-product nor a per-variant figure'}).`,
    )
  }
  return lines
}
