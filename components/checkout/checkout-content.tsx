import Link from '@/components/i18n/locale-link'
import { CheckoutForm } from '@/components/checkout/checkout-form'
import { EmptyState } from '@/components/content/empty-state'
import { OrderLines } from '@/components/orders/order-lines'
import { BagIcon } from '@/components/ui/icons'
import { signInPathFor } from '@/lib/auth/return-path'
import { loadAppUser } from '@/lib/auth/session'
import { DEFAULT_DISPLAY_NAME } from '@/lib/auth/user'
import { formatPakistaniMobile, normalizePakistaniMobile } from '@/lib/checkout/address-schema'
import { newCheckoutKey } from '@/lib/checkout/checkout-key'
import { figuresOf } from '@/lib/checkout/price-order'
import { getCartView } from '@/lib/cart/cart-view'
import { pageViewUid } from '@/lib/shopper/current-shopper'
import { shopperOrderCount } from '@/lib/orders/orders'
import { cartTexts } from '@/components/cart/cart-texts'
import { stockProblemText } from '@/components/cart/stock-problem-text'
import { lineIn } from '@/lib/i18n/catalogue-text'
import type { Locale } from '@/lib/i18n/locales'
import { currentLocale, getTexts } from '@/lib/i18n/server-locale'
import { checkoutTexts } from './checkout-texts'

/**
 * The checkout body: request-time (the session, the bag, live stock and a fresh idempotency key), so the page
 * renders it inside <Suspense>. A signed-in shopper's form is filled from the account; a guest's asks for an
 * e-mail too (README, "Guest checkout").
 */
export async function CheckoutContent() {
  // Showing the form changes nothing: placing the order checks the session afresh (lib/checkout/actions.ts).
  const uid = await pageViewUid()
  const locale = await currentLocale()
  const texts = checkoutTexts[locale]
  // Independent reads, in parallel: the page waits for the slowest, not the sum.
  const [englishView, user, idempotencyKey, orderCount] = await Promise.all([
    getCartView(),
    uid ? loadAppUser(uid) : null,
    newCheckoutKey(),
    uid ? shopperOrderCount(uid) : 0,
  ])
  const view = { ...englishView, lines: englishView.lines.map((line) => lineIn(locale, line)) }
  // Guests check out too (their e-mail is asked for in the form); an account may sign in first.
  const guest = !view.signedIn
  if (view.lines.length === 0) {
    return (
      <>
        {guest && <GuestCheckoutNote locale={locale} />}
        <EmptyState
          title={texts.empty.title}
          message={texts.empty.message}
          action={{ label: texts.empty.action, href: '/' }}
          icon={<BagIcon className="size-7" />}
        />
      </>
    )
  }

  const mobile = user?.phoneNumber ? normalizePakistaniMobile(user.phoneNumber) : null
  const problems = view.lines.filter((line) => line.problem !== null)

  return (
    <>
      {guest && <GuestCheckoutNote locale={locale} />}
      {!view.canCheckout && (
        <div
          role="alert"
          className="mb-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800"
        >
          <p className="font-semibold">{texts.unavailable}</p>
          <ul className="mt-1 list-disc ps-5">
            {problems.map((line) => (
              <li key={line.key}>
                {line.name}: {line.problem && stockProblemText(line.problem, locale)}
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
        pricing={figuresOf(view.pricing)}
        shippingNote={cartTexts[locale].deliveryRule}
        canCheckout={view.canCheckout}
        firstOrder={orderCount === 0}
        guest={guest}
        defaults={{
          fullName: user && user.displayName !== DEFAULT_DISPLAY_NAME ? user.displayName : '',
          mobile: mobile ? formatPakistaniMobile(mobile) : '',
        }}
        lines={<OrderLines label={texts.itemsInBag(view.itemCount)} lines={view.lines} />}
      />
    </>
  )
}

/** For a guest: they may go on without an account, or sign in and come straight back here. */
function GuestCheckoutNote({ locale }: { locale: Locale }) {
  const texts = checkoutTexts[locale]
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

export async function CheckoutSkeleton() {
  const texts = await getTexts(checkoutTexts)
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <p role="status" className="sr-only">
        {texts.loading}
      </p>
      <div className="space-y-8">
        <div className="bg-brand-50 h-96 animate-pulse rounded-3xl" />
        <div className="bg-brand-50 h-64 animate-pulse rounded-3xl" />
      </div>
      <div className="bg-brand-50 h-[28rem] animate-pulse rounded-3xl" />
    </div>
  )
}
