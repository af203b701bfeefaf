import Link from '@/components/i18n/locale-link'
import { stockFilters } from '@/lib/staff/stock-filters'
import { readStockOverview } from '@/lib/staff/stock-overview'
import { requireStaff } from '../require-staff'
import { StockFiltersForm } from './stock-filters-form'
import { StockTakeUpload } from './stock-take-upload'
import { VariantFigure } from './variant-figure'

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
                <table className="mt-2 w-full text-sm">
                  <caption className="sr-only">{`Stock of ${row.name} by variant`}</caption>
                  <thead>
                    <tr className="text-ink-muted text-start">
                      <th scope="col" className="py-1 text-start font-medium">
                        Variant
                      </th>
                      <th scope="col" className="py-1 text-start font-medium">
                        Left
                      </th>
                      <th scope="col" className="py-1 text-start font-medium">
                        Waiting
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
