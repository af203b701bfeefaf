'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'
import { useShopper } from '@/components/shopper/use-shopper'
import { BagIcon, HeartIcon } from '@/components/ui/icons'
import { CountBadge, countLabel } from './count-badge'

/**
 * The wishlist and cart icons with live counts. The header is part of every static page, so the counts come
 * from the browser's shopper store after load; until it knows them (or when the server could not read them)
 * the icons show no number rather than a wrong "0". The badge sits inside the icon's fixed box: no shift.
 */
export function HeaderBadges() {
  const { counts } = useShopper()
  return <BadgeLinks wishlist={counts?.wishlist} cart={counts?.cart} />
}

function BadgeLinks({ wishlist, cart }: { wishlist?: number | undefined; cart?: number | undefined }) {
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
