import 'server-only'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { readDueHoldOrderIds } from '@/lib/orders/order-reads'
import type { StockMove } from '@/lib/stock/availability'
import { changeOrderStatus } from './change-status'

/**
 * When an unconfirmed order's hold ends (lib/orders/lifecycle/hold.ts), it lapses: the shop cancels it, puts
 * its stock back and tells the shopper why, in her language (lib/mail/status-mail.ts). Nothing keeps a timer: holds are
 * lapsed when something looks (the order's page, the back office, a sold-out order attempt, which lapses
 * due holds and tries once more) and by the scheduled job, POST /api/jobs/lapse-holds
 * (docs/production.md), so a deployment of any size lapses them once, whichever instance runs it.
 *
 * `holdUntil` is set only while an order is `placed` and cleared by every status change, so one range on
 * that single field finds the due ones with no composite index.
 */
/** How many due holds one pass lapses at most; the rest wait for the next look or the next run. */
export const LAPSE_BATCH = 25

export type LapseOutcome = { lapsed: string[]; stockMoves: StockMove[] }

/** Cancels one order whose hold ended (nothing when it was confirmed, cancelled or stretched meanwhile). */
export async function lapseOrder(db: Firestore, orderId: string, now: Date): Promise<LapseOutcome> {
  const outcome = await changeOrderStatus(
    db,
    { orderId, to: 'cancelled', actor: { role: 'system', uid: null }, requestId: `lapse-${orderId}` },
    now,
  )
  if (!outcome.ok || outcome.repeated) return { lapsed: [], stockMoves: [] }
  return { lapsed: [orderId], stockMoves: outcome.stockMoves ?? [] }
}

/** Lapses up to `batch` orders whose hold ended by `now`, oldest first. */
export async function lapseDueHolds(
  db: Firestore,
  now: Date = new Date(),
  batch: number = LAPSE_BATCH,
): Promise<LapseOutcome> {
  const due = await readDueHoldOrderIds(db, now, batch)
  const total: LapseOutcome = { lapsed: [], stockMoves: [] }
  for (const id of due) {
    const one = await lapseOrder(db, id, now)
    total.lapsed.push(...one.lapsed)
    total.stockMoves.push(...one.stockMoves)
  }
  return total
}
