/**
 * The shop's days are Pakistan's (Asia/Karachi, UTC+5 all year: Pakistan keeps no daylight saving time), so
 * "today's orders" and the daily chart do not depend on the server's own time zone.
 */
const PAKISTAN_OFFSET_MS = 5 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** 'YYYY-MM-DD', the day in Pakistan when `at` happened. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10)
}

export const SHOP_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The instant a shop day begins, or null for a string that is not a real day. */
export function shopDayStart(day: string): Date | null {
  if (!SHOP_DAY.test(day)) return null
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`)
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== day) return null
  return new Date(midnightUtc - PAKISTAN_OFFSET_MS)
}

/** [start, end) of a shop day. */
export function shopDayRange(day: string): { start: Date; end: Date } | null {
  const start = shopDayStart(day)
  return start ? { start, end: new Date(start.getTime() + DAY_MS) } : null
}

/** The last `count` shop days up to and including today, oldest first. */
export function lastShopDays(count: number, now: Date): string[] {
  return Array.from({ length: count }, (_, index) =>
    shopDay(new Date(now.getTime() - (count - 1 - index) * DAY_MS)),
  )
}

/** '2 Mar', a short label for a chart axis. */
export function shortDayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number)
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${date} ${months[(month ?? 1) - 1]}`
}
