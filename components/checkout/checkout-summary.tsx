import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import { PricingBreakdown } from '@/components/pricing/pricing-breakdown'
import type { PricingFigures } from '@/lib/checkout/price-order'
import { sendsToBag } from '@/lib/orders/placing/place-order-failure'
import type { CheckoutResult } from './use-place-order'
import { useLocale } from '@/components/i18n/locale-context'
import { formMessage } from '@/lib/i18n/form-message-texts'
import { checkoutTexts } from './checkout-texts'
import { SubmitButton } from '@/components/ui/submit-button'

type CheckoutSummaryProps = {
  /** The bag's lines. */
  lines: ReactNode
  /** The promo code box, between the lines and the figures. */
  promo: ReactNode
  pricing: PricingFigures
  shippingNote: string
  failure: Extract<CheckoutResult, { ok: false }> | null
  placed: boolean
  pending: boolean
  /** False when a line has a stock problem: the shopper fixes the bag first. */
  canCheckout: boolean
}

/** The checkout's order summary: lines, promo code, figures, the outcome of the last try and Place order. */
export function CheckoutSummary({
  lines,
  promo,
  pricing,
  shippingNote,
  failure,
  placed,
  pending,
  canCheckout,
}: CheckoutSummaryProps) {
  const locale = useLocale()
  const texts = checkoutTexts[locale]
  return (
    <section
      aria-labelledby="summary-heading"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="summary-heading" className="font-display text-brand-900 text-xl">
        {texts.summary}
      </h2>
      <div className="mt-4">{lines}</div>
      {promo}

      <div className="border-brand-100 mt-5 border-t pt-5" aria-live="polite">
        <PricingBreakdown pricing={pricing} shippingNote={shippingNote} locale={locale} />
      </div>

      {failure && (
        <div
          role="alert"
          className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {formMessage(locale, failure)}
          {sendsToBag(failure.code) && (
            <>
              {' '}
              <Link href="/cart" className="font-semibold underline underline-offset-2">
                {texts.reviewBag}
              </Link>
            </>
          )}
        </div>
      )}
      {placed && (
        <p role="status" className="mt-5 text-sm font-medium text-emerald-700">
          {texts.placed}
        </p>
      )}

      <SubmitButton
        pending={pending}
        pendingLabel={texts.placing}
        disabled={placed || !canCheckout}
        className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-600 mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold tracking-wide text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {texts.place}
      </SubmitButton>
      <p className="text-ink-muted mt-3 text-center text-xs">{texts.payOnArrival}</p>
    </section>
  )
}
