import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { lapseDueHolds } from '@/lib/orders/lifecycle/lapse-holds'
import { refreshAvailability } from '@/lib/stock/refresh-availability'
import { readReturnRecords, type ReturnRecord } from './return-record'
import type { Order } from '@/lib/orders/order-doc'
import { CHART_DAYS } from './daily-stats'
import { type LowStockProduct, lowStockProducts } from './low-stock'
import type { StaffFilters } from './order-filters'
import { lastShopDays, shopDayStart } from './shop-day'
import { ordersPlacedBetween, type StaffOrderList, staffOrderList } from './staff-order-reads'

export type StaffDashboard = {
  list: StaffOrderList
  recent: Order[]
  lowStock: LowStockProduct[]
  /** Each listed mobile's parcels that came back, by reason (lib/staff/return-record.ts). */
  returns: Map<string, ReturnRecord>
}

/**
 * What /staff shows, read in parallel: the filtered order list, the chart's days and the low stock. Holds that
 * ended are lapsed first, so staff never call about an order that has already given its stock back.
 */
export async function readStaffDashboard(filters: StaffFilters, now: Date): Promise<StaffDashboard> {
  const db = adminDb()
  refreshAvailability((await lapseDueHolds(db, now)).stockMoves)
  const chartStart = shopDayStart(lastShopDays(CHART_DAYS, now)[0] ?? '') ?? now
  const [list, recent, lowStock] = await Promise.all([
    staffOrderList(filters, now, db),
    ordersPlacedBetween(db, chartStart, now),
    lowStockProducts(db),
  ])
  const mobiles = list.sections.flatMap((section) => section.orders.map((order) => order.address.mobile))
  const returns = await readReturnRecords(db, mobiles)
  return { list, recent, lowStock, returns }
}
