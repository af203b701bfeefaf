import { formatCents } from '@/lib/format/price'
import { readCampaignReport } from '@/lib/campaigns/campaign-report-data'
import type { ReportColumn, ReportRow } from '@/lib/campaigns/campaign-report'
import { channelLabel } from '@/lib/campaigns/channels'
import { reportView, viewQuery, type ReportView } from '@/lib/campaigns/report-range'
import { requireStaff } from '../require-staff'
import { CampaignChart } from './campaign-chart'

type SearchParams = Record<string, string | string[] | undefined>

const field =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none'

const COLUMNS: { column: ReportColumn; label: string; show: (row: ReportRow) => string }[] = [
  { column: 'campaign', label: 'Campaign', show: (row) => row.campaign },
  { column: 'channel', label: 'Channel', show: (row) => channelLabel(row.channel) },
  { column: 'clicks', label: 'Clicks', show: (row) => String(row.clicks) },
  { column: 'landings', label: 'Landings', show: (row) => String(row.landings) },
  { column: 'placed', label: 'Placed', show: (row) => String(row.placed) },
  { column: 'confirmed', label: 'Confirmed', show: (row) => String(row.confirmed) },
  { column: 'delivered', label: 'Delivered', show: (row) => String(row.delivered) },
  { column: 'returned', label: 'Returned', show: (row) => String(row.returned) },
  { column: 'cancelled', label: 'Cancelled', show: (row) => String(row.cancelled) },
  {
    column: 'deliveredRevenue',
    label: 'Delivered revenue',
    show: (row) => formatCents(row.deliveredRevenue),
  },
  {
    column: 'averageOrder',
    label: 'Average order',
    show: (row) => (row.delivered ? formatCents(row.averageOrder) : '–'),
  },
  {
    column: 'landingToDelivered',
    label: 'Landing → delivered',
    show: (row) => (row.landingToDelivered === null ? '–' : `${(row.landingToDelivered * 100).toFixed(1)}%`),
  },
]

/** The link that sorts by a column: descending first, then the other way round on a second press. */
function sortHref(view: ReportView, column: ReportColumn): string {
  const direction = view.sort === column && view.direction === 'desc' ? 'asc' : 'desc'
  return `/staff/campaigns?${viewQuery({ ...view, sort: column, direction })}`
}

/** /staff/campaigns: what each campaign and channel brought over a range of days. Read per request. */
export async function CampaignReportPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff()
  const view = reportView(await searchParams, new Date())
  const { rows, days } = await readCampaignReport(view)
  return (
    <div className="space-y-8">
      <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">Campaigns report</h1>
      <form
        method="get"
        action="/staff/campaigns"
        aria-label="Report dates"
        className="border-gold-300/50 grid gap-4 rounded-3xl border bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5"
      >
        <div>
          <label htmlFor="report-from" className="text-ink mb-1 block text-sm font-medium">
            From
          </label>
          <input id="report-from" name="from" type="date" defaultValue={view.from} className={field} />
        </div>
        <div>
          <label htmlFor="report-to" className="text-ink mb-1 block text-sm font-medium">
            To
          </label>
          <input id="report-to" name="to" type="date" defaultValue={view.to} className={field} />
        </div>
        <input type="hidden" name="sort" value={view.sort} />
        <input type="hidden" name="dir" value={view.direction} />
        <button
          type="submit"
          className="bg-brand-800 min-h-11 rounded-full px-5 text-sm font-semibold text-white"
        >
          Show
        </button>
      </form>
      <section aria-labelledby="report-table" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="report-table" className="font-display text-brand-900 text-xl">
            {view.from} to {view.to}
          </h2>
          <a
            href={`/staff/campaigns/csv?${viewQuery(view)}`}
            download
            className="text-brand-800 text-sm font-semibold underline"
          >
            Download CSV
          </a>
        </div>
        {rows.length === 0 ? (
          <p className="text-ink/80 text-sm">No campaign clicks, landings or orders in these days.</p>
        ) : (
          <div className="border-gold-300/50 overflow-x-auto rounded-3xl border bg-white">
            <table className="w-full text-sm">
              <caption className="sr-only">
                Campaigns by channel, {view.from} to {view.to}
              </caption>
              <thead>
                <tr className="text-ink-muted">
                  {COLUMNS.map(({ column, label }) => (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={
                        view.sort === column
                          ? view.direction === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                      className="px-3 py-2 text-start font-medium whitespace-nowrap"
                    >
                      <a href={sortHref(view, column)} className="text-brand-800 underline">
                        {label}
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {rows.map((row) => (
                  <tr key={`${row.campaign}-${row.channel}`} className="border-brand-100 border-t">
                    {COLUMNS.map(({ column, show }, index) =>
                      index === 0 ? (
                        <th key={column} scope="row" className="px-3 py-2 text-start font-medium">
                          {show(row)}
                        </th>
                      ) : (
                        <td key={column} className="px-3 py-2 whitespace-nowrap">
                          {show(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <CampaignChart days={days} />
    </div>
  )
}

export function CampaignReportSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="text-ink/70">
        Loading the report…
      </p>
      <div className="bg-brand-50 h-72 animate-pulse rounded-3xl" />
    </div>
  )
}
