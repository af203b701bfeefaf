import type { PricingFigures } from '@/lib/checkout/price-order'
import { formatCents } from '@/lib/format/price'
import { cartTexts } from '@/components/cart/cart-texts'
import type { Locale } from '@/lib/i18n/locales'

/** 'Subtotal (3 items)': the bag and the dashboard say how many items the subtotal is for. */
export const subtotalLabel = (itemCount: number, locale: Locale = 'en') =>
  cartTexts[locale].pricing.subtotalOf(itemCount)

/**
 * Subtotal, discount, delivery and total: the one price breakdown of the shop, with the same labels in the
 * bag, the account dashboard, the checkout, the confirmation and the order page. Used by the client checkout
 * form too, so it stays a plain presentational component.
 */
export function PricingBreakdown({
  pricing,
  shippingNote,
  subtotalLabel,
  totalLabel,
  locale = 'en',
}: {
  pricing: PricingFigures
  /** The delivery rule sentence, shown under the figures. */
  shippingNote?: string
  /** 'Subtotal (3 items)' where the item count is not shown beside it. */
  subtotalLabel?: string
  totalLabel?: string
  /** The page's language (a client parent passes useLocale(), a server one currentLocale()). */
  locale?: Locale
}) {
  const texts = cartTexts[locale].pricing
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <Row term={subtotalLabel ?? texts.subtotal} value={formatCents(pricing.subtotal)} />
        {pricing.discount > 0 && (
          <Row
            term={pricing.promoCode ? texts.discountWith(pricing.promoCode) : texts.discount}
            value={`−${formatCents(pricing.discount)}`}
            className="text-emerald-700"
          />
        )}
        <Row
          term={texts.delivery}
          value={pricing.shipping === 0 ? texts.free : formatCents(pricing.shipping)}
        />
        <Row
          term={totalLabel ?? texts.total}
          value={formatCents(pricing.total)}
          className="border-brand-100 text-ink mt-3 border-t pt-3 text-base font-semibold"
        />
      </dl>
      {shippingNote && <p className="text-ink-muted mt-3 text-xs leading-relaxed">{shippingNote}</p>}
    </div>
  )
}

function Row({ term, value, className = '' }: { term: string; value: string; className?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt>{term}</dt>
      {/* Left to right on Urdu pages too: a discount's "−$4.50" would otherwise be drawn "$4.50−". */}
      <dd dir="ltr" className="font-medium tabular-nums">
        {value}
      </dd>
    </div>
  )
}
