import { Picture } from '@/components/ui/picture'
import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import { PricingBreakdown, subtotalLabel } from '@/components/pricing/pricing-breakdown'
import type { CartView } from '@/lib/cart/cart-view-model'
import { figuresOf } from '@/lib/checkout/price-order'
import { formatCents } from '@/lib/format/price'
import type { Locale } from '@/lib/i18n/locales'
import type { WishlistViewItem } from '@/lib/wishlist/wishlist-view'
import { accountTexts } from './account-texts'

/** The dashboard shows the first few of each list (spec section 9: 3 items). */
export const DASHBOARD_ITEMS = 3

function DashboardCard({
  titleId,
  title,
  action,
  children,
}: {
  titleId: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="border-gold-300/50 flex flex-col rounded-3xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-display text-brand-900 text-xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  )
}

function ItemRow({
  href,
  name,
  image,
  detail,
}: {
  href: string
  name: string
  image: string
  detail: ReactNode
}) {
  return (
    <li className="flex items-center gap-3">
      <Picture
        name={image}
        alt=""
        sizes="48px"
        className="bg-brand-50 aspect-[3/4] w-12 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0">
        <Link href={href} className="text-ink hover:text-brand-700 block truncate text-sm font-medium">
          {name}
        </Link>
        <p className="text-ink/70 text-sm">{detail}</p>
      </div>
    </li>
  )
}

function EmptyNote({ children, href, label }: { children: ReactNode; href: string; label: string }) {
  return (
    <div className="bg-brand-50/60 flex flex-1 flex-col items-center justify-center rounded-2xl px-4 py-8 text-center">
      <p className="text-ink/75">{children}</p>
      <Link
        href={href}
        className="text-brand-700 mt-2 inline-flex min-h-11 items-center text-sm font-semibold"
      >
        {label}
      </Link>
    </div>
  )
}

const linkClass =
  'text-brand-700 hover:text-brand-800 inline-flex min-h-11 items-center text-sm font-semibold'

/** The wishlist on the dashboard. Names come in the page's language (lib/account/account-page-data.ts). */
export function WishlistSummary({
  items,
  locale = 'en',
}: {
  items: readonly WishlistViewItem[]
  locale?: Locale
}) {
  const texts = accountTexts[locale].wishlist
  return (
    <DashboardCard
      titleId="dashboard-wishlist"
      title={texts.title}
      action={
        items.length > 0 && (
          <Link href="/wishlist" className={linkClass}>
            {texts.seeAll(items.length)}
          </Link>
        )
      }
    >
      {items.length === 0 ? (
        <EmptyNote href="/" label={texts.discover}>
          {texts.empty}
        </EmptyNote>
      ) : (
        <ul className="space-y-3">
          {items.slice(0, DASHBOARD_ITEMS).map((item) => (
            <ItemRow
              key={item.productId}
              href={item.href}
              name={item.name}
              image={item.image}
              detail={
                item.inStock ? formatCents(item.price) : `${formatCents(item.price)} · ${texts.outOfStock}`
              }
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  )
}

/** The bag on the dashboard: its first lines, then the same breakdown and labels as the bag page. */
export function CartSummary({ cart, locale = 'en' }: { cart: CartView; locale?: Locale }) {
  const texts = accountTexts[locale].cart
  return (
    <DashboardCard titleId="dashboard-cart" title={texts.title}>
      {cart.lines.length === 0 ? (
        <EmptyNote href="/" label={texts.start}>
          {texts.empty}
        </EmptyNote>
      ) : (
        <>
          <ul className="space-y-3">
            {cart.lines.slice(0, DASHBOARD_ITEMS).map((line) => (
              <ItemRow
                key={line.key}
                href={line.href}
                name={line.name}
                image={line.image}
                detail={`${formatCents(line.unitPrice)} × ${line.quantity}`}
              />
            ))}
          </ul>
          <div className="border-brand-100 mt-4 border-t pt-4">
            <PricingBreakdown
              pricing={figuresOf(cart.pricing)}
              subtotalLabel={subtotalLabel(cart.itemCount, locale)}
              locale={locale}
            />
            <Link href="/cart" className={`${linkClass} mt-2`}>
              {texts.view}
            </Link>
          </div>
        </>
      )}
    </DashboardCard>
  )
}
