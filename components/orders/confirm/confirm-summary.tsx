import { checkoutTexts } from '@/components/checkout/checkout-texts'
import { formatCents } from '@/lib/format/price'
import { lineIn } from '@/lib/i18n/catalogue-text'
import type { Locale } from '@/lib/i18n/locales'
import type { ConfirmSummary as Summary } from '@/lib/orders/confirmation/confirm-page-data'
import { lineOptions } from '../order-format'
import { orderTexts } from '../order-texts'
import { confirmTexts } from './confirm-texts'

/**
 * What the "Confirm my order" button confirms, above it: the items, the total paid on delivery and the
 * address with its mobile masked, so the shopper confirms an order she recognises. Server-rendered and in the
 * HTML as sent, so a phone without JavaScript shows it too.
 */
export function ConfirmSummary({ summary, locale }: { summary: Summary; locale: Locale }) {
  const texts = orderTexts[locale]
  const confirm = confirmTexts[locale]
  const { address } = summary
  const province =
    locale === 'en' ? address.province : checkoutTexts[locale].delivery.provinces[address.province]
  return (
    <section
      aria-labelledby="confirm-summary"
      className="border-gold-300/50 space-y-5 rounded-3xl border bg-white p-5 text-start shadow-sm sm:p-6"
    >
      <h2 id="confirm-summary" className="font-display text-brand-900 text-xl">
        {confirm.summary}
      </h2>
      <ul aria-label={texts.itemsLabel} className="divide-brand-100 divide-y">
        {summary.lines.map((stored, index) => {
          // The name in her language, as her order page and e-mail give it.
          const line = lineIn(locale, stored)
          const options = lineOptions(line, locale)
          return (
            <li key={index} className="flex items-start justify-between gap-3 py-3 first:pt-0">
              <div className="min-w-0">
                <p className="text-ink text-sm font-medium">{line.name}</p>
                {options && <p className="text-ink/70 mt-0.5 text-xs">{options}</p>}
                <p className="text-ink/70 mt-0.5 text-xs">
                  {texts.qty} {line.quantity}
                </p>
              </div>
              {/* The price keeps its own direction: after Urdu words "$39.99" would be drawn "39.99$". */}
              <p className="text-ink shrink-0 text-sm font-semibold">
                <span className="sr-only">{texts.lineTotal}</span>
                <span dir="ltr">{formatCents(line.lineTotal)}</span>
              </p>
            </li>
          )
        })}
      </ul>
      <p className="border-brand-100 text-ink flex justify-between gap-3 border-t pt-4 font-semibold">
        <span>{texts.totalOnDelivery}</span>
        <span dir="ltr">{formatCents(summary.total)}</span>
      </p>
      <div>
        <h3 className="text-ink text-sm font-semibold">{texts.deliveryAddress}</h3>
        <address className="text-ink/80 mt-1 space-y-0.5 text-sm leading-relaxed not-italic">
          <span className="text-ink block font-medium">{address.fullName}</span>
          <span className="block">{address.address}</span>
          <span className="block">
            {address.city}
            {address.postalCode ? ` ${address.postalCode}` : ''}
          </span>
          <span className="block">{texts.pakistan(province)}</span>
          <span className="block">
            {confirm.mobile}:{' '}
            {/* Bullets mean nothing read aloud: a screen reader hears "a number ending in 67" instead. */}
            <span dir="ltr" aria-hidden="true">
              {address.mobile.masked}
            </span>
            <span className="sr-only">{confirm.mobileEnding(address.mobile.lastDigits)}</span>
          </span>
        </address>
      </div>
    </section>
  )
}
