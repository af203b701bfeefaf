import Link from '@/components/i18n/locale-link'
import { useLocale } from '@/components/i18n/locale-context'
import { CheckoutForm } from '@/components/checkout/checkout-form'
import { EmptyState } from '@/components/content/empty-state'
import { OrderLines } from '@/components/orders/order-lines'
import { BagIcon } from '@/components/ui/icons'
import { signInPathFor } from '@/lib/auth/return-path'
import type { CheckoutView } from '@/lib/checkout/checkout-view-types'
import { cartTexts } from '@/components/cart/cart-texts'
import { stockProblemText } from '@/components/cart/stock-problem-text'
import { checkoutTexts } from './checkout-texts'

type CheckoutContentProps = {
  /** The shopper's checkout as GET /api/checkout answered it. */
  view: CheckoutView
  /** The key the form sends with Place order (components/checkout/use-attempt-key.ts). */
  idempotencyKey: string
  /** The server refused the key (same key, different bag): read the checkout again, with a fresh key. */
  onConflict: () => Promise<void>
}

/**
 * The checkout body, drawn in the browser from the shopper's JSON (components/checkout/checkout-body.tsx). A
 * signed-in shopper's form is filled from the account; a guest's asks for an e-mail too
 * (docs/shopping.md, "Guest checkout").
 */
export function CheckoutContent({ view, idempotencyKey, onConflict }: CheckoutContentProps) {
  const locale = useLocale()
  const texts = checkoutTexts[locale]
  const { guest } = view
  if (view.lines.length === 0) {
    return (
      <>
        {guest && <GuestCheckoutNote />}
        <EmptyState
          title={texts.empty.title}
          message={texts.empty.message}
          action={{ label: texts.empty.action, href: '/' }}
          icon={<BagIcon className="size-7" />}
        />
      </>
    )
  }

  return (
    <>
      {guest && <GuestCheckoutNote />}
      {!view.canCheckout && (
        <div
          role="alert"
          className="mb-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800"
        >
          <p className="font-semibold">{texts.unavailable}</p>
          <ul className="mt-1 list-disc ps-5">
            {view.problems.map((line) => (
              <li key={line.key}>
                {line.name}: {stockProblemText(line.problem, locale)}
              </li>
            ))}
          </ul>
          <Link href="/cart" className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
            {texts.updateBag}
          </Link>
        </div>
      )}
      <CheckoutForm
        idempotencyKey={idempotencyKey}
        pricing={view.pricing}
        shippingNote={cartTexts[locale].deliveryRule}
        canCheckout={view.canCheckout}
        firstOrder={view.firstOrder}
        guest={guest}
        defaults={view.defaults}
        onConflict={onConflict}
        lines={<OrderLines label={texts.itemsInBag(view.itemCount)} lines={view.lines} locale={locale} />}
      />
    </>
  )
}

/** For a guest: they may go on without an account, or sign in and come straight back here. */
function GuestCheckoutNote() {
  const texts = checkoutTexts[useLocale()]
  return (
    <p className="border-gold-300/60 text-ink/80 mb-6 rounded-2xl border bg-white px-5 py-4 text-sm shadow-sm">
      {texts.guestBefore}{' '}
      <Link
        href={signInPathFor('/checkout')}
        className="text-brand-700 font-semibold underline underline-offset-2"
      >
        {texts.signIn}
      </Link>{' '}
      {texts.guestAfter}
    </p>
  )
}
