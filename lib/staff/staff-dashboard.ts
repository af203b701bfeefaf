import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import type { Order } from '@/lib/orders/order-doc'
import { CHART_DAYS } from './daily-stats'
import { type LowStockProduct, lowStockProducts } from './low-stock'
import type { StaffFilters } from './order-filters'
import { lastShopDays, shopDayStart } from './shop-day'
import { ordersPlacedBetween, type StaffOrderList, staffOrderList } from './staff-orders'

export type StaffDashboard = { list: StaffOrderList; recent: Order[]; lowStock: LowStockProduct[] }

/** What /staff shows, read in parallel: the filtered order list, the chart's days and the low stock. */
export async function readStaffDashboard(filters: StaffFilters, now: Date): Promise<StaffDashboard> {
  const db = adminDb()
  const chartStart = shopDayStart(lastShopDays(CHART_DAYS, now)[0] ?? '') ?? now
  const [list, recent, lowStock] = await Promise.all([
    staffOrderList(filters, now, db),
    ordersPlacedBetween(db, chartStart, now),
    lowStockProducts(db),
  ])
  return { list, recent, lowStock }
}
