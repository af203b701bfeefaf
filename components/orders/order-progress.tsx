import type { OrderHistoryEntry } from '@/lib/orders/order-doc'
import { type Audience, historyLine } from '@/lib/orders/lifecycle/status-words'
import type { Locale } from '@/lib/i18n/locales'
import { formatOrderMoment, shopperHistoryLine } from './order-format'

/**
 * An order's history as a list, oldest first: "Order placed", "Confirmed by phone", "Shipped with TCS,
 * tracking 123"… with the date and time in Pakistan. Staff notes are shown only in the back office.
 */
export function OrderProgress({
  history,
  audience,
  label = 'Order progress',
  locale = 'en',
}: {
  history: readonly OrderHistoryEntry[]
  audience: Audience
  label?: string
  /** The shopper's page's language; the back office is in English. */
  locale?: Locale
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
            <p className="text-ink font-medium">
              {locale === 'en' ? historyLine(entry, audience) : shopperHistoryLine(entry, locale)}
            </p>
            <p className="text-ink-muted">{formatOrderMoment(entry.at, locale)}</p>
            {audience === 'staff' && entry.note && <p className="text-ink/80 mt-0.5">Note: {entry.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}
