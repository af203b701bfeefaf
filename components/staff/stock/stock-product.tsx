import { notFound } from 'next/navigation'
import Link from '@/components/i18n/locale-link'
import { readStockProduct } from '@/lib/staff/stock-overview'
import { requireStaff } from '../require-staff'
import { LedgerTable } from './ledger-table'
import { MovementForm } from './movement-form'
import { VariantStockTable } from './variant-stock-table'

/** /staff/stock/{id}: the product's variants (with shoppers waiting), the three movements, and its ledger. */
export async function StockProduct({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff()
  const { id } = await params
  const found = /^\d{1,6}$/.test(id) ? await readStockProduct(Number(id)) : null
  if (!found) notFound()
  const { row, ledger, held } = found
  return (
    <div className="space-y-8">
      <div>
        <Link
          href="/staff/stock"
          className="text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline"
        >
          All stock
        </Link>
        <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">{row.name}</h1>
        <p className="text-ink-muted text-sm">
          #{row.id} · {row.group} · {row.total} in all
        </p>
      </div>
      <section
        aria-labelledby="variants"
        className="border-gold-300/50 rounded-3xl border bg-white p-4 shadow-sm"
      >
        <h2 id="variants" className="font-display text-brand-900 text-xl">
          Variants
        </h2>
        <VariantStockTable productName={row.name} variants={row.variants} waitingHeading="Shoppers waiting" />
      </section>
      <section aria-label="Move stock" className="grid gap-4 lg:grid-cols-3">
        <MovementForm productId={row.id} kind="receive" variants={row.variants} />
        <MovementForm productId={row.id} kind="count" variants={row.variants} held={held} />
        <MovementForm productId={row.id} kind="write-off" variants={row.variants} />
      </section>
      <section
        aria-labelledby="ledger"
        className="border-gold-300/50 space-y-3 rounded-3xl border bg-white p-4 shadow-sm"
      >
        <h2 id="ledger" className="font-display text-brand-900 text-xl">
          Ledger
        </h2>
        <LedgerTable lines={ledger} />
      </section>
    </div>
  )
}
