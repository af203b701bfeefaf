import Link from '@/components/i18n/locale-link'
import { CATEGORY_GROUPS } from '@/data/schemas'
import type { StockFilters } from '@/lib/staff/stock-filters'
import { LOW_STOCK_THRESHOLD } from '@/lib/stock/stock-status'

const field =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none'

/** Search and filters as a plain GET form, like the orders' (the URL holds the view). */
export function StockFiltersForm({ filters }: { filters: StockFilters }) {
  const filtered = filters.q !== null || filters.show !== null || filters.group !== null
  return (
    <form
      method="get"
      action="/staff/stock"
      role="search"
      aria-label="Find products"
      className="border-gold-300/50 grid gap-4 rounded-3xl border bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="stock-q" className="text-ink mb-1 block text-sm font-medium">
          Product name or id
        </label>
        <input id="stock-q" name="q" type="search" defaultValue={filters.q ?? ''} className={field} />
      </div>
      <div>
        <label htmlFor="stock-show" className="text-ink mb-1 block text-sm font-medium">
          Show
        </label>
        <select id="stock-show" name="show" defaultValue={filters.show ?? ''} className={field}>
          <option value="">Every product</option>
          <option value="sold-out">A size or colour sold out</option>
          <option value="low">Running low ({LOW_STOCK_THRESHOLD} or fewer)</option>
        </select>
      </div>
      <div>
        <label htmlFor="stock-group" className="text-ink mb-1 block text-sm font-medium">
          Group
        </label>
        <select id="stock-group" name="group" defaultValue={filters.group ?? ''} className={field}>
          <option value="">Every group</option>
          {CATEGORY_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group[0]?.toUpperCase()}
              {group.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-6 text-sm font-semibold text-white"
        >
          Show stock
        </button>
        {filtered && (
          <Link
            href="/staff/stock"
            className="text-brand-800 inline-flex min-h-11 items-center px-2 text-sm font-semibold underline"
          >
            Clear
          </Link>
        )}
      </div>
    </form>
  )
}
