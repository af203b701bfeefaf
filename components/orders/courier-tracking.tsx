import type { Locale } from '@/lib/i18n/locales'
import { courierName, courierTrackingUrl } from '@/lib/orders/shipping/couriers'
import { orderTexts } from './order-texts'

/**
 * Who carries a shipped order and its tracking number, linked to the courier's own tracking page (a new tab,
 * with no opener and no referrer: the order page's address is nobody else's business). An order shipped
 * before the courier list (data/couriers.ts) holds the courier as typed: its text, with no link.
 */
export function CourierTracking({
  courier,
  tracking,
  locale = 'en',
}: {
  courier: string
  tracking: string
  locale?: Locale
}) {
  const texts = orderTexts[locale].tracking
  const name = courierName(courier)
  const url = courierTrackingUrl(courier, tracking)
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div>
        <dt className="text-ink-muted text-xs font-semibold tracking-wide uppercase">{texts.courier}</dt>
        <dd className="text-ink mt-1 font-medium">{name}</dd>
      </div>
      <div>
        <dt className="text-ink-muted text-xs font-semibold tracking-wide uppercase">{texts.number}</dt>
        <dd className="text-ink mt-1 font-medium">
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 hover:text-brand-800 inline-flex min-h-11 items-center underline underline-offset-2"
            >
              <span dir="ltr">{tracking}</span>
              <span className="sr-only"> {texts.opens(name)}</span>
            </a>
          ) : (
            <span dir="ltr">{tracking}</span>
          )}
        </dd>
      </div>
    </dl>
  )
}
