import { lastShopDays, shopDayRange, shopDayStart } from '@/lib/staff/shop-day'
import { isReportColumn, type ReportColumn } from './campaign-report'

/** The report's view as it travels in the URL (/staff/campaigns?from=…&to=…&sort=…&dir=…), bookmarkable. */
export type ReportView = {
  from: string
  to: string
  sort: ReportColumn
  direction: 'asc' | 'desc'
}

export const DEFAULT_REPORT_DAYS = 30
/** A year at most: the report reads every counter shard and order of the range. */
export const MAX_REPORT_DAYS = 366
const DAY_MS = 24 * 60 * 60 * 1000

type SearchParams = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The view the URL asks for: the last 30 shop days unless a valid range is given (from after to is turned
 * round; longer than MAX_REPORT_DAYS keeps the last MAX_REPORT_DAYS), delivered revenue first.
 */
export function reportView(params: SearchParams, now: Date): ReportView {
  const defaults = lastShopDays(DEFAULT_REPORT_DAYS, now)
  let from = first(params.from) ?? ''
  let to = first(params.to) ?? ''
  if (!shopDayStart(from)) from = defaults[0] ?? ''
  if (!shopDayStart(to)) to = defaults.at(-1) ?? ''
  if (from > to) [from, to] = [to, from]
  // From the two dates alone: listing every day of a made-up range of millennia first would hold the server.
  if (dayCount(from, to) > MAX_REPORT_DAYS) from = rangeDays(from, to)[0] ?? from
  const sort = first(params.sort)
  return {
    from,
    to,
    sort: isReportColumn(sort) ? sort : 'deliveredRevenue',
    direction: first(params.dir) === 'asc' ? 'asc' : 'desc',
  }
}

/** How many shop days `from` to `to` spans, both included; 0 for a date that is not one. */
function dayCount(from: string, to: string): number {
  const start = shopDayStart(from)
  const end = shopDayStart(to)
  if (!start || !end) return 0
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1
}

/** Every shop day from `from` to `to`, both included: the last MAX_REPORT_DAYS of a longer range. */
export function rangeDays(from: string, to: string): string[] {
  const end = shopDayStart(to)
  const count = Math.min(dayCount(from, to), MAX_REPORT_DAYS)
  return end && count > 0 ? lastShopDays(count, end) : []
}

/** [start, end) of the range, for the orders' query. */
export function rangeInstants(view: Pick<ReportView, 'from' | 'to'>): { start: Date; end: Date } {
  const start = shopDayRange(view.from)?.start ?? new Date(0)
  const end = shopDayRange(view.to)?.end ?? new Date()
  return { start, end }
}

/** The query string of a view, for the sort links and the CSV link. */
export function viewQuery(view: ReportView): string {
  return new URLSearchParams({
    from: view.from,
    to: view.to,
    sort: view.sort,
    dir: view.direction,
  }).toString()
}
