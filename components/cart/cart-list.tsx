import { EmptyState } from '@/components/content/empty-state'
import { BagIcon } from '@/components/ui/icons'
import type { CartView } from '@/lib/cart/cart-view-model'
import type { Locale } from '@/lib/i18n/locales'
import { CartItem } from './cart-item'
import { cartTexts } from './cart-texts'
import { CartLineControls } from './cart-line-controls'
import { CartSummary } from './cart-summary'

/** The cart page body: the lines with their controls beside the order summary, or the empty state. */
export function CartList({ cart, locale = 'en' }: { cart: CartView; locale?: Locale }) {
  const texts = cartTexts[locale]
  if (cart.lines.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        message={texts.emptyMessage}
        action={{ label: texts.continueShopping, href: '/' }}
        icon={<BagIcon className="size-8" />}
      />
    )
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="sr-only">
          {texts.itemsHeading}
        </h2>
        <ul className="space-y-4" aria-label={texts.itemsList}>
          {cart.lines.map((line) => (
            <li key={line.key}>
              <CartItem
                locale={locale}
                line={line}
                controls={
                  <CartLineControls
                    productId={line.productId}
                    color={line.color}
                    size={line.size}
                    name={line.name}
                    quantity={line.quantity}
                    maxQuantity={line.maxQuantity}
                  />
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} locale={locale} />
    </div>
  )
}

export function CartListSkeleton({ locale = 'en' }: { locale?: Locale }) {
  const texts = cartTexts[locale]
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={texts.loading}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="space-y-4">
        {[0, 1].map((index) => (
          <div key={index} className="border-gold-300/50 flex gap-4 rounded-2xl border bg-white p-4">
            <div className="bg-brand-50 aspect-[3/4] w-20 animate-pulse rounded-xl sm:w-28" />
            <div className="flex-1 space-y-3 pt-1">
              <div className="bg-brand-50 h-4 w-2/3 animate-pulse rounded" />
              <div className="bg-brand-50 h-3 w-1/3 animate-pulse rounded" />
            </div>
          </div>
        ))}
      </div>
      <div className="border-gold-300/50 h-72 animate-pulse rounded-3xl border bg-white" />
    </div>
  )
}
