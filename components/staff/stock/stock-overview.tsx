import Link from '@/components/i18n/locale-link'
import { stockFilters } from '@/lib/staff/stock-filters'
import { readStockOverview } from '@/lib/staff/stock-overview'
import { requireStaff } from '../require-staff'
import { StockFiltersForm } from './stock-filters-form'
import { StockTakeUpload } from './stock-take-upload'
import { VariantStockTable } from './variant-stock-table'

type SearchParams = Record<string, string | string[] | undefined>

/** /staff/stock's content: every product with its variants, filtered; receive, count and write off per product. */
export async function StockOverview({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff()
  const filters = stockFilters(await searchParams)
  const rows = await readStockOverview(filters)
  return (
    <div className="space-y-8">
      <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">Stock</h1>
      <StockFiltersForm filters={filters} />
      <section aria-labelledby="stock-products" className="space-y-3">
        <h2 id="stock-products" className="font-display text-brand-900 text-xl">
          {rows.length} {rows.length === 1 ? 'product' : 'products'}
        </h2>
        {rows.length === 0 ? (
          <p className="text-ink/75">No product matches.</p>
        ) : (
          <ul aria-label="Products and their stock" className="space-y-3">
            {rows.map((row) => (
              <li key={row.id} className="border-gold-300/50 rounded-3xl border bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    href={`/staff/stock/${row.id}`}
                    className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <span className="text-ink-muted text-sm">
                    #{row.id} · {row.group} · {row.total} in all
                  </span>
                </div>
                <VariantStockTable productName={row.name} variants={row.variants} waitingHeading="Waiting" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <StockTakeUpload />
    </div>
  )
}

export function StockOverviewSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="text-ink/70">
        Loading stock…
      </p>
      <div className="bg-brand-50 h-72 animate-pulse rounded-3xl" />
    </div>
  )
}
