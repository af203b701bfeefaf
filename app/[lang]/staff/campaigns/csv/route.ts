import type { NextRequest } from 'next/server'
import { currentStaff } from '@/lib/auth/staff'
import { readCampaignReport } from '@/lib/campaigns/campaign-report-data'
import { reportCsv } from '@/lib/campaigns/campaign-report'
import { reportView } from '@/lib/campaigns/report-range'

/** The campaigns report as CSV, for the same view as the page (?from, to, sort, dir). Staff only. */
export async function GET(request: NextRequest) {
  if (!(await currentStaff())) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
  }
  const view = reportView(Object.fromEntries(request.nextUrl.searchParams), new Date())
  const { rows } = await readCampaignReport(view)
  return new Response(reportCsv(rows), {
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="fatin-campaigns-${view.from}-to-${view.to}.csv"`,
    },
  })
}
