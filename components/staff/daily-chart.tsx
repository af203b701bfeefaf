import { formatCents } from '@/lib/format/price'
import type { DayFigures } from '@/lib/staff/daily-stats'
import { shortDayLabel } from '@/lib/staff/shop-day'

/**
 * The owner's 14-day view: orders and revenue per day as two small bar charts, drawn as plain SVG on the
 * server (no chart library, no client JavaScript). The pictures are decorative for assistive technology:
 * the same figures are in the table below them, which is the accessible version.
 */
export function DailyChart({ figures }: { figures: readonly DayFigures[] }) {
  const totalOrders = figures.reduce((sum, day) => sum + day.orders, 0)
  const totalRevenue = figures.reduce((sum, day) => sum + day.revenue, 0)
  return (
    <section
      aria-labelledby="daily-view"
      className="border-gold-300/50 rounded-3xl border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="daily-view" className="font-display text-brand-900 text-xl">
        Last {figures.length} days
      </h2>
      <p className="text-ink/80 mt-1 text-sm">
        {totalOrders} {totalOrders === 1 ? 'order' : 'orders'}, {formatCents(totalRevenue)} in sales
        (cancelled orders and returned parcels not counted).
      </p>
      <figure className="mt-4 space-y-4">
        <Bars title="Orders per day" values={figures.map((day) => day.orders)} days={figures} />
        <Bars title="Sales per day" values={figures.map((day) => day.revenue)} days={figures} />
        <figcaption className="text-ink-muted text-xs">
          Days in Pakistan time, oldest on the left. The figures are in the table below.
        </figcaption>
      </figure>
      <details className="mt-4">
        <summary className="text-brand-800 inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold">
          Figures per day
        </summary>
        <table className="mt-2 w-full text-start text-sm">
          <caption className="sr-only">Orders and sales per day, last {figures.length} days</caption>
          <thead>
            <tr className="text-ink-muted">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                Orders
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                Sales
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {figures.map((day) => (
              <tr key={day.day} className="border-brand-100 border-t">
                <th scope="row" className="py-1 font-normal">
                  {shortDayLabel(day.day)}
                </th>
                <td className="py-1 text-end">{day.orders}</td>
                <td className="py-1 text-end">{formatCents(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}

const WIDTH = 560
const HEIGHT = 120
const AXIS = 18

/** One bar chart of a figure per day (also the campaigns report's, components/staff/campaigns). */
export function Bars({
  title,
  values,
  days,
}: {
  title: string
  values: number[]
  days: readonly { day: string }[]
}) {
  const max = Math.max(1, ...values)
  const slot = WIDTH / Math.max(1, values.length)
  const barWidth = slot * 0.6
  return (
    <div>
      <p className="text-ink text-sm font-medium">{title}</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="mt-1 h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-brand-200" strokeWidth={1} />
        {values.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(2, (value / max) * (HEIGHT - 8))
          const x = index * slot + (slot - barWidth) / 2
          return (
            <rect
              key={index}
              x={x}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={2}
              className="fill-brand-700"
            />
          )
        })}
        {days.map((day, index) =>
          index % 2 === values.length % 2 ? null : (
            <text
              key={day.day}
              x={index * slot + slot / 2}
              y={HEIGHT + 13}
              textAnchor="middle"
              className="fill-ink-muted text-[10px]"
            >
              {shortDayLabel(day.day)}
            </text>
          ),
        )}
      </svg>
    </div>
  )
}
