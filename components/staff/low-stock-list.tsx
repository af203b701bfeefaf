import Link from '@/components/i18n/locale-link'
import { productHref } from '@/lib/catalogue'
import type { LowStockProduct } from '@/lib/staff/low-stock'
import { LOW_STOCK_THRESHOLD } from '@/lib/stock/stock-status'

/** Products at or below the low-stock threshold, sold out first. */
export function LowStockList({ products }: { products: readonly LowStockProduct[] }) {
  return (
    <section
      aria-labelledby="low-stock"
      className="border-gold-300/50 rounded-3xl border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="low-stock" className="font-display text-brand-900 text-xl">
        Running low
      </h2>
      <p className="text-ink-muted mt-1 text-sm">{LOW_STOCK_THRESHOLD} or fewer left.</p>
      {products.length === 0 ? (
        <p className="text-ink/75 mt-3 text-sm">Every product has more than {LOW_STOCK_THRESHOLD} left.</p>
      ) : (
        <ul aria-label="Products running low" className="divide-brand-100 mt-3 divide-y text-sm">
          {products.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-3 py-2">
              <Link
                href={productHref(product)}
                className="text-brand-700 inline-flex min-h-6 min-w-0 items-center font-medium underline-offset-4 hover:underline"
              >
                {product.name}
              </Link>
              <span className="text-ink shrink-0 font-semibold tabular-nums">
                {product.available === 0 ? 'Sold out' : `${product.available} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
