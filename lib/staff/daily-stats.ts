import type { Order } from '@/lib/orders/order-doc'
import { lastShopDays, shopDay } from './shop-day'

export type DayFigures = { day: string; orders: number; revenue: number }

/** How many days the owner's chart covers. */
export const CHART_DAYS = 14

/**
 * Orders and revenue (cents) per shop day for the last `days` days, oldest first, every day present (a day
 * without orders is a zero, not a gap). An order counts on the day it was placed; revenue is what the
 * orders delivered or still on their way are worth (cash on delivery is collected later, so this is the
 * day's sales, not the cash in hand): a cancelled order, or a parcel that came back, brings in nothing.
 */
export function dailyFigures(orders: readonly Order[], now: Date, days = CHART_DAYS): DayFigures[] {
  const figures = new Map(lastShopDays(days, now).map((day) => [day, { day, orders: 0, revenue: 0 }]))
  for (const order of orders) {
    if (!order.createdAt) continue
    const entry = figures.get(shopDay(new Date(order.createdAt)))
    if (!entry) continue
    entry.orders += 1
    if (order.status !== 'cancelled' && order.status !== 'returned') entry.revenue += order.pricing.total
  }
  return [...figures.values()]
}
