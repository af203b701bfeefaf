import type { OrderHistoryEntry } from '@/lib/orders/order-doc'
import { type Audience, historyLine } from '@/lib/orders/lifecycle/status-words'

/**
 * An order's history as a list, oldest first: "Order placed", "Confirmed by phone", "Shipped with TCS,
 * tracking 123"… with the date and time in Pakistan. Staff notes are shown only in the back office.
 */
export function OrderProgress({
  history,
  audience,
  label = 'Order progress',
}: {
  history: readonly OrderHistoryEntry[]
  audience: Audience
  label?: string
}) {
  return (
    <ol aria-label={label} className="space-y-3">
      {history.map((entry, index) => (
        <li key={`${entry.status}-${index}`} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-1.5 size-2.5 shrink-0 rounded-full ${
              index === history.length - 1 ? 'bg-brand-700' : 'bg-brand-200'
            }`}
          />
          <div className="min-w-0 text-sm">
            <p className="text-ink font-medium">{historyLine(entry, audience)}</p>
            <p className="text-ink-muted">{formatMoment(entry.at)}</p>
            {audience === 'staff' && entry.note && <p className="text-ink/80 mt-0.5">Note: {entry.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}

/** '2 March 2026 at 2:05 pm' in Pakistan's time zone, whatever the server's own zone is. */
export function formatMoment(iso: string | null): string {
  if (!iso) return 'Just now'
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Karachi',
  }).format(new Date(iso))
}
