import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { campaignOrdersPlacedBetween } from '@/lib/staff/staff-order-reads'
import { readCounterShards } from './campaign-reads'
import { campaignDays, campaignReport, sortReport, type ReportDay, type ReportRow } from './campaign-report'
import { rangeDays, rangeInstants, type ReportView } from './report-range'

/** The report's rows (sorted as the view asks) and its days, read fresh: callers have checked the staff claim. */
export async function readCampaignReport(
  view: ReportView,
): Promise<{ rows: ReportRow[]; days: ReportDay[] }> {
  const db = adminDb()
  const { start, end } = rangeInstants(view)
  const [shards, orders] = await Promise.all([
    readCounterShards(view.from, view.to, db),
    campaignOrdersPlacedBetween(db, start, end),
  ])
  return {
    rows: sortReport(campaignReport(shards, orders), view.sort, view.direction),
    days: campaignDays(rangeDays(view.from, view.to), shards, orders),
  }
}
