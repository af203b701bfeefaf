import Image from 'next/image'
import Link from 'next/link'
import type { ReactNode } from 'react'
import type { CartItemData } from '@/components/cart/cart-item'
import type { WishlistItemData } from '@/components/wishlist/wishlist-item'
import { formatPrice } from '@/lib/format'

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
  id,
  name,
  imageUrl,
  detail,
}: {
  id: number
  name: string
  imageUrl: string
  detail: ReactNode
}) {
  return (
    <li className="flex items-center gap-3">
      <Image
        src={imageUrl}
        alt=""
        width={96}
        height={128}
        className="bg-brand-50 aspect-[3/4] w-12 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0">
        <Link
          href={`/product/${id}`}
          className="text-ink hover:text-brand-700 block truncate text-sm font-medium"
        >
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

export function WishlistSummary({ items }: { items: readonly WishlistItemData[] }) {
  return (
    <DashboardCard
      titleId="dashboard-wishlist"
      title="Wishlist"
      action={
        items.length > 0 && (
          <Link href="/wishlist" className={linkClass}>
            See All ({items.length})
          </Link>
        )
      }
    >
      {items.length === 0 ? (
        <EmptyNote href="/" label="Discover the collection">
          Your wishlist is empty
        </EmptyNote>
      ) : (
        <ul className="space-y-3">
          {items.slice(0, DASHBOARD_ITEMS).map((item) => (
            <ItemRow
              key={item.id}
              id={item.id}
              name={item.name}
              imageUrl={item.imageUrl}
              detail={item.inStock ? formatPrice(item.price) : `${formatPrice(item.price)} · Out of Stock`}
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  )
}

/** Sums in whole cents so the total never shows a floating-point near miss. */
export function cartTotal(items: readonly CartItemData[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.price * 100) * item.quantity, 0) / 100
}

export function CartSummary({ items }: { items: readonly CartItemData[] }) {
  return (
    <DashboardCard titleId="dashboard-cart" title="Recent cart items">
      {items.length === 0 ? (
        <EmptyNote href="/" label="Start shopping">
          Your cart is empty
        </EmptyNote>
      ) : (
        <>
          <ul className="space-y-3">
            {items.slice(0, DASHBOARD_ITEMS).map((item) => (
              <ItemRow
                key={item.id}
                id={item.id}
                name={item.name}
                imageUrl={item.imageUrl}
                detail={`${formatPrice(item.price)} × ${item.quantity}`}
              />
            ))}
          </ul>
          <div className="border-brand-100 mt-4 flex items-center justify-between border-t pt-4">
            <p className="text-ink font-semibold">
              Total <span className="text-brand-800">{formatPrice(cartTotal(items))}</span>
            </p>
            <Link href="/cart" className={linkClass}>
              View Cart
            </Link>
          </div>
        </>
      )}
    </DashboardCard>
  )
}
