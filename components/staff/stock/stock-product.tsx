import { notFound } from 'next/navigation'
import Link from '@/components/i18n/locale-link'
import { readStockProduct } from '@/lib/staff/stock-overview'
import { requireStaff } from '../require-staff'
import { LedgerTable } from './ledger-table'
import { MovementForm } from './movement-form'
import { VariantFigure } from './variant-figure'

/** /staff/stock/{id}: the product's variants (with shoppers waiting), the three movements, and its ledger. */
export async function StockProduct({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff()
  const { id } = await params
  const found = /^\d{1,6}$/.test(id) ? await readStockProduct(Number(id)) : null
  if (!found) notFound()
  const { row, ledger } = found
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
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{`Stock of ${row.name} by variant`}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-ink-muted py-1 text-start font-medium">
                Variant
              </th>
              <th scope="col" className="text-ink-muted py-1 text-start font-medium">
                Left
              </th>
              <th scope="col" className="text-ink-muted py-1 text-start font-medium">
                Shoppers waiting
              </th>
            </tr>
          </thead>
          <tbody className="divide-brand-100 divide-y">
            {row.variants.map((variant) => (
              <tr key={variant.key}>
                <th scope="row" className="py-1 text-start font-medium">
                  {variant.label || 'One size'}
                </th>
                <td className="py-1">
                  <VariantFigure available={variant.available} />
                </td>
                <td className="py-1 tabular-nums">{variant.waiting}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-label="Move stock" className="grid gap-4 lg:grid-cols-3">
        <MovementForm productId={row.id} kind="receive" variants={row.variants} />
        <MovementForm productId={row.id} kind="count" variants={row.variants} />
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
