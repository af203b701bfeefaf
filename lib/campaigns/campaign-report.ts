import type { Order } from '@/lib/orders/order-doc'
import { shopDay } from '@/lib/staff/shop-day'
import type { CounterShard } from './campaign-docs'
import { isReportChannel, type ReportChannel } from './channels'

/**
 * The campaigns report (/staff/campaigns), per campaign and channel over a range of shop days:
 *
 * - clicks and landings: the sharded counters' days in the range, added up;
 * - orders: those placed in the range with the campaign on them (lib/campaigns/order-attribution.ts), by
 *   where they stand now: `placed` counts every one; `confirmed` those confirmed at some point (shipped,
 *   delivered and returned ones were); `delivered`, `returned` and `cancelled` those that ended so;
 * - delivered revenue: what the delivered orders were worth (cash collected), in cents; average order: that
 *   revenue per delivered order; landing to delivered: delivered orders per landing, the figure that
 *   tells a channel that sells from one whose parcels come back.
 */
export type ReportFigures = {
  clicks: number
  landings: number
  placed: number
  confirmed: number
  delivered: number
  returned: number
  cancelled: number
  deliveredRevenue: number
}

export type ReportRow = ReportFigures & {
  campaign: string
  channel: ReportChannel
  /** Cents per delivered order, rounded; 0 with none delivered. */
  averageOrder: number
  /** Delivered orders per landing (0..n), or null with no landings. */
  landingToDelivered: number | null
}

export type ReportDay = { day: string; clicks: number; landings: number; placed: number; delivered: number }

const EMPTY: ReportFigures = {
  clicks: 0,
  landings: 0,
  placed: 0,
  confirmed: 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
  deliveredRevenue: 0,
}

const WAS_CONFIRMED = new Set(['confirmed', 'shipped', 'delivered', 'returned'])

/** The campaign an order carries, if its channel is one the report knows. */
function campaignOf(order: Order): { campaign: string; channel: ReportChannel } | null {
  const tag = order.campaign
  if (!tag || !isReportChannel(tag.channel)) return null
  return { campaign: tag.campaign, channel: tag.channel }
}

function orderFigures(order: Order): Partial<ReportFigures> {
  const delivered = order.status === 'delivered'
  const everConfirmed =
    WAS_CONFIRMED.has(order.status) || order.history.some((entry) => entry.status === 'confirmed')
  return {
    placed: 1,
    confirmed: everConfirmed ? 1 : 0,
    delivered: delivered ? 1 : 0,
    returned: order.status === 'returned' ? 1 : 0,
    cancelled: order.status === 'cancelled' ? 1 : 0,
    deliveredRevenue: delivered ? order.pricing.total : 0,
  }
}

function add(into: ReportFigures, more: Partial<ReportFigures>): void {
  for (const key of Object.keys(EMPTY) as (keyof ReportFigures)[]) into[key] += more[key] ?? 0
}

export function campaignReport(shards: readonly CounterShard[], orders: readonly Order[]): ReportRow[] {
  const rows = new Map<string, { campaign: string; channel: ReportChannel } & ReportFigures>()
  const rowOf = (campaign: string, channel: ReportChannel) => {
    const key = `${campaign}\u0000${channel}`
    let row = rows.get(key)
    if (!row) {
      row = { campaign, channel, ...EMPTY }
      rows.set(key, row)
    }
    return row
  }
  for (const shard of shards) add(rowOf(shard.campaign, shard.channel), shard)
  for (const order of orders) {
    const tag = campaignOf(order)
    if (tag) add(rowOf(tag.campaign, tag.channel), orderFigures(order))
  }
  return [...rows.values()].map((row) => ({
    ...row,
    averageOrder: row.delivered ? Math.round(row.deliveredRevenue / row.delivered) : 0,
    landingToDelivered: row.landings ? row.delivered / row.landings : null,
  }))
}

/** Every day of the range, oldest first, with the campaigns' clicks, landings and orders (a zero, not a gap). */
export function campaignDays(
  days: readonly string[],
  shards: readonly CounterShard[],
  orders: readonly Order[],
  only?: { campaign: string; channel?: ReportChannel },
): ReportDay[] {
  const byDay = new Map(days.map((day) => [day, { day, clicks: 0, landings: 0, placed: 0, delivered: 0 }]))
  const wanted = (campaign: string, channel: ReportChannel) =>
    !only || (only.campaign === campaign && (!only.channel || only.channel === channel))
  for (const shard of shards) {
    const entry = byDay.get(shard.day)
    if (!entry || !wanted(shard.campaign, shard.channel)) continue
    entry.clicks += shard.clicks
    entry.landings += shard.landings
  }
  for (const order of orders) {
    const tag = campaignOf(order)
    if (!tag || !order.createdAt || !wanted(tag.campaign, tag.channel)) continue
    const entry = byDay.get(shopDay(new Date(order.createdAt)))
    if (!entry) continue
    entry.placed += 1
    if (order.status === 'delivered') entry.delivered += 1
  }
  return [...byDay.values()]
}

export const REPORT_COLUMNS = [
  'campaign',
  'channel',
  'clicks',
  'landings',
  'placed',
  'confirmed',
  'delivered',
  'returned',
  'cancelled',
  'deliveredRevenue',
  'averageOrder',
  'landingToDelivered',
] as const
export type ReportColumn = (typeof REPORT_COLUMNS)[number]

export function isReportColumn(value: unknown): value is ReportColumn {
  return typeof value === 'string' && (REPORT_COLUMNS as readonly string[]).includes(value)
}

/** Sorted by a column, then by campaign and channel so equal rows keep one order. */
export function sortReport(
  rows: readonly ReportRow[],
  column: ReportColumn,
  direction: 'asc' | 'desc',
): ReportRow[] {
  const sign = direction === 'asc' ? 1 : -1
  const value = (row: ReportRow) => row[column] ?? -1
  return [...rows].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const byColumn =
      typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y)
    return byColumn * sign || a.campaign.localeCompare(b.campaign) || a.channel.localeCompare(b.channel)
  })
}

const CSV_HEADERS: Record<ReportColumn, string> = {
  campaign: 'campaign',
  channel: 'channel',
  clicks: 'clicks',
  landings: 'landings',
  placed: 'orders_placed',
  confirmed: 'orders_confirmed',
  delivered: 'orders_delivered',
  returned: 'orders_returned',
  cancelled: 'orders_cancelled',
  deliveredRevenue: 'delivered_revenue',
  averageOrder: 'average_delivered_order',
  landingToDelivered: 'landing_to_delivered_rate',
}

/** A cell as RFC 4180 wants it, and never a formula a spreadsheet would run (=, +, -, @ first). */
function csvCell(value: string | number | null): string {
  if (value === null) return ''
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The report as CSV: money in dollars with two decimals (as the shop shows it), the rate as a fraction. */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = [REPORT_COLUMNS.map((column) => CSV_HEADERS[column]).join(',')]
  for (const row of rows) {
    lines.push(
      REPORT_COLUMNS.map((column) => {
        const value = row[column]
        if (column === 'deliveredRevenue' || column === 'averageOrder')
          return (Number(value) / 100).toFixed(2)
        if (column === 'landingToDelivered') return value === null ? '' : Number(value).toFixed(4)
        return csvCell(value)
      }).join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
