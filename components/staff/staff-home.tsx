import { dailyFigures } from '@/lib/staff/daily-stats'
import { staffFilters } from '@/lib/staff/order-filters'
import { readStaffDashboard } from '@/lib/staff/staff-dashboard'
import { DailyChart } from './daily-chart'
import { LowStockList } from './low-stock-list'
import { OrderFiltersForm } from './order-filters-form'
import { requireStaff } from './require-staff'
import { StaffOrderSections } from './staff-order-sections'

type SearchParams = Record<string, string | string[] | undefined>

/** /staff's content, read per request once the staff claim is confirmed. */
export async function StaffHome({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff()
  const filters = staffFilters(await searchParams)
  const now = new Date()
  const { list, recent, lowStock, returns } = await readStaffDashboard(filters, now)
  return (
    <div className="space-y-8">
      <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">Orders</h1>
      <OrderFiltersForm filters={filters} />
      <StaffOrderSections list={list} now={now} returns={returns} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DailyChart figures={dailyFigures(recent, now)} />
        <LowStockList products={lowStock} />
      </div>
    </div>
  )
}

export function StaffHomeSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="text-ink/70">
        Loading orders…
      </p>
      <div className="bg-brand-50 h-24 animate-pulse rounded-3xl" />
      <div className="bg-brand-50 h-72 animate-pulse rounded-3xl" />
    </div>
  )
}
