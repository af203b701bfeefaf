import Link from 'next/link'
import type { ReactNode } from 'react'
import { BagIcon, HeartIcon } from '@/components/ui/icons'
import { getBadgeCounts } from '@/lib/cart/cart-view'
import { CountBadge, countLabel } from './count-badge'

/**
 * The wishlist and cart icons with live counts. The counts come from the visitor's cookies or account, so this
 * streams in behind <Suspense> while the rest of the header stays in the prerendered shell; the fallback shows
 * the icons without a number, so a shopper never sees a wrong "0" flash.
 */
export async function HeaderBadges() {
  const counts = await getBadgeCounts()
  return <BadgeLinks wishlist={counts.wishlist} cart={counts.cart} />
}

export function HeaderBadgesFallback() {
  return <BadgeLinks />
}

function BadgeLinks({ wishlist, cart }: { wishlist?: number; cart?: number }) {
  return (
    <>
      <IconLink
        href="/wishlist"
        label={wishlist === undefined ? 'Wishlist' : countLabel('Wishlist', wishlist)}
      >
        <HeartIcon className="size-[1.375rem]" />
        {wishlist === undefined ? null : <CountBadge count={wishlist} />}
      </IconLink>
      <IconLink href="/cart" label={cart === undefined ? 'Cart' : countLabel('Cart', cart)}>
        <BagIcon className="size-[1.375rem]" />
        {cart === undefined ? null : <CountBadge count={cart} />}
      </IconLink>
    </>
  )
}

function IconLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-label={label}
      className="text-ink hover:bg-brand-50 hover:text-brand-700 relative inline-flex size-11 items-center justify-center rounded-full transition"
    >
      {children}
    </Link>
  )
}
