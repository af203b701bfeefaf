import type { Order } from '@/lib/orders/order-doc'

/** Under this much time left, the back office marks a hold as about to lapse. */
export const LAPSING_SOON_MS = 6 * 60 * 60 * 1000

export type HoldLeft = { minutes: number; soon: boolean }

/** How long an unconfirmed order has before it lapses, or null when it holds nothing (or lapses now). */
export function holdLeft(order: Pick<Order, 'status' | 'holdUntil'>, now: Date): HoldLeft | null {
  if (order.status !== 'placed' || !order.holdUntil) return null
  const left = Date.parse(order.holdUntil) - now.getTime()
  if (left <= 0) return null
  return { minutes: Math.ceil(left / 60_000), soon: left <= LAPSING_SOON_MS }
}

/** "Lapses in 5 h 20 min" for the back office (in English, like the rest of it). */
export function holdLeftWords({ minutes }: HoldLeft): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `Lapses in ${rest} min`
  return rest === 0 ? `Lapses in ${hours} h` : `Lapses in ${hours} h ${rest} min`
}
