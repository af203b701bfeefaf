import Link from '@/components/i18n/locale-link'
import { primaryButton } from '@/components/content/button-styles'
import { PricingBreakdown, subtotalLabel } from '@/components/pricing/pricing-breakdown'
import type { CartView } from '@/lib/cart/cart-view-model'
import { figuresOf } from '@/lib/checkout/price-order'
import { formatCents } from '@/lib/money/money'

/** The bag's totals: subtotal, delivery (with the rule and how far free delivery is), total, checkout. */
export function CartSummary({ cart }: { cart: CartView }) {
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="cart-summary-heading" className="font-display text-brand-900 text-xl">
        Order summary
      </h2>
      <div className="mt-5">
        <PricingBreakdown pricing={figuresOf(cart.pricing)} subtotalLabel={subtotalLabel(cart.itemCount)} />
      </div>
      {cart.toFreeShipping > 0 ? (
        <p className="bg-gold-100 text-gold-700 mt-4 rounded-xl px-3 py-2 text-sm font-semibold">
          Add {formatCents(cart.toFreeShipping)} more for free delivery
        </p>
      ) : (
        <p className="mt-4 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
          Your order ships free
        </p>
      )}
      <p className="text-ink/70 mt-3 text-xs leading-relaxed">{cart.shippingSummary}</p>
      <p className="text-ink/70 mt-1 text-xs">Promo codes are applied at checkout.</p>
      {cart.canCheckout ? (
        <Link href="/checkout" className={`${primaryButton} mt-5 w-full`}>
          Proceed to checkout
        </Link>
      ) : (
        <div className="mt-5">
          <p className="mb-2 text-sm font-medium text-red-800">
            Some items are not available in the quantity in your bag: lower or remove them to check out.
          </p>
          <span aria-disabled="true" className={`${primaryButton} w-full cursor-not-allowed opacity-50`}>
            Proceed to checkout
          </span>
        </div>
      )}
      <Link
        href="/"
        className="text-brand-700 hover:text-brand-800 mt-2 inline-flex min-h-11 w-full items-center justify-center text-sm font-semibold"
      >
        Continue shopping
      </Link>
    </section>
  )
}
