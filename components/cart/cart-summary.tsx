import Link from '@/components/i18n/locale-link'
import { primaryButton } from '@/components/content/button-styles'
import { PricingBreakdown, subtotalLabel } from '@/components/pricing/pricing-breakdown'
import type { CartView } from '@/lib/cart/cart-view-model'
import { figuresOf } from '@/lib/checkout/price-order'
import { formatCents } from '@/lib/format/price'
import type { Locale } from '@/lib/i18n/locales'
import { cartTexts } from './cart-texts'

/** The bag's totals: subtotal, delivery (with the rule and how far free delivery is), total, checkout. */
export function CartSummary({ cart, locale = 'en' }: { cart: CartView; locale?: Locale }) {
  const texts = cartTexts[locale]
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="cart-summary-heading" className="font-display text-brand-900 text-xl">
        {texts.summary}
      </h2>
      <div className="mt-5">
        <PricingBreakdown
          pricing={figuresOf(cart.pricing)}
          subtotalLabel={subtotalLabel(cart.itemCount, locale)}
          locale={locale}
        />
      </div>
      {cart.toFreeShipping > 0 ? (
        <p className="bg-gold-100 text-gold-700 mt-4 rounded-xl px-3 py-2 text-sm font-semibold">
          {texts.toFree(formatCents(cart.toFreeShipping))}
        </p>
      ) : (
        <p className="mt-4 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
          {texts.shipsFree}
        </p>
      )}
      <p className="text-ink/70 mt-3 text-xs leading-relaxed">{texts.deliveryRule}</p>
      <p className="text-ink/70 mt-1 text-xs">{texts.promoAtCheckout}</p>
      {cart.canCheckout ? (
        <Link href="/checkout" className={`${primaryButton} mt-5 w-full`}>
          {texts.checkout}
        </Link>
      ) : (
        <div className="mt-5">
          <p className="mb-2 text-sm font-medium text-red-800">{texts.notAvailable}</p>
          <span aria-disabled="true" className={`${primaryButton} w-full cursor-not-allowed opacity-50`}>
            {texts.checkout}
          </span>
        </div>
      )}
      <Link
        href="/"
        className="text-brand-700 hover:text-brand-800 mt-2 inline-flex min-h-11 w-full items-center justify-center text-sm font-semibold"
      >
        {texts.continueShopping}
      </Link>
    </section>
  )
}
