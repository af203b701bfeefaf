import Link from '@/components/i18n/locale-link'
import { orderStatusLabel } from '@/lib/orders/lifecycle/status-words'
import { ORDER_STATUSES } from '@/lib/orders/lifecycle/transitions'
import { hasFilters, type StaffFilters } from '@/lib/staff/order-filters'

const field =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none'

/**
 * Search and filters as a plain GET form: the URL holds the view (bookmarkable, shareable with a colleague)
 * and it works before any JavaScript has loaded.
 */
export function OrderFiltersForm({ filters }: { filters: StaffFilters }) {
  return (
    <form
      method="get"
      action="/staff"
      role="search"
      aria-label="Find orders"
      className="border-gold-300/50 grid gap-4 rounded-3xl border bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="staff-q" className="text-ink mb-1 block text-sm font-medium">
          Order number, mobile, e-mail, name or city
        </label>
        <input id="staff-q" name="q" type="search" defaultValue={filters.q ?? ''} className={field} />
      </div>
      <div>
        <label htmlFor="staff-status" className="text-ink mb-1 block text-sm font-medium">
          Status
        </label>
        <select id="staff-status" name="status" defaultValue={filters.status ?? ''} className={field}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="staff-shopper" className="text-ink mb-1 block text-sm font-medium">
          Shopper&apos;s confirmation
        </label>
        <select id="staff-shopper" name="shopper" defaultValue={filters.shopper ?? ''} className={field}>
          <option value="">Any</option>
          <option value="confirmed">Confirmed by shopper</option>
          <option value="awaiting">Awaiting the shopper</option>
        </select>
      </div>
      <div>
        <label htmlFor="staff-date" className="text-ink mb-1 block text-sm font-medium">
          Placed on
        </label>
        <input id="staff-date" name="date" type="date" defaultValue={filters.date ?? ''} className={field} />
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-6 text-sm font-semibold text-white"
        >
          Show orders
        </button>
        {hasFilters(filters) && (
          <Link
            href="/staff"
            className="text-brand-800 inline-flex min-h-11 items-center px-2 text-sm font-semibold underline"
          >
            Clear
          </Link>
        )}
      </div>
    </form>
  )
}
