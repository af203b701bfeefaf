import type { ReportDay } from '@/lib/campaigns/campaign-report'
import { Bars } from '../daily-chart'

/**
 * The campaigns over time: landings, orders placed and orders delivered per day, with the back office's own
 * bar chart (components/staff/daily-chart.tsx: plain SVG, no library). The figures are in the table above.
 */
export function CampaignChart({ days }: { days: readonly ReportDay[] }) {
  return (
    <section
      aria-labelledby="campaign-chart"
      className="border-gold-300/50 rounded-3xl border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="campaign-chart" className="font-display text-brand-900 text-xl">
        Over time
      </h2>
      <figure className="mt-4 grid gap-4 lg:grid-cols-2">
        <Bars title="Clicks per day" values={days.map((day) => day.clicks)} days={days} />
        <Bars title="Landings per day" values={days.map((day) => day.landings)} days={days} />
        <Bars title="Orders placed per day" values={days.map((day) => day.placed)} days={days} />
        <Bars
          title="Orders delivered, by the day they were placed"
          values={days.map((day) => day.delivered)}
          days={days}
        />
        <figcaption className="text-ink-muted text-xs lg:col-span-2">
          All campaigns together, days in Pakistan time, oldest on the left.
        </figcaption>
      </figure>
    </section>
  )
}
