'use client'

import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import { useShopper } from '@/components/shopper/use-shopper'
import { BagIcon, HeartIcon } from '@/components/ui/icons'
import { useTexts } from '@/components/i18n/locale-context'
import { CountBadge } from './count-badge'
import { headerTexts } from './header-texts'

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
  const texts = useTexts(headerTexts)
  const label = (name: string, count: number | undefined) =>
    count === undefined ? name : texts.withCount(name, count)
  return (
    <>
      <IconLink href="/wishlist" label={label(texts.wishlist, wishlist)}>
        <HeartIcon className="size-[1.375rem]" />
        {wishlist === undefined ? null : <CountBadge count={wishlist} />}
      </IconLink>
      <IconLink href="/cart" label={label(texts.cart, cart)}>
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
      // Not prefetched: the bag and wishlist are personal pages rendered per request, and this link is on
      // every page, so prefetching would fetch their code and a fresh render on every catalogue visit.
      prefetch={false}
      aria-label={label}
      className="text-ink hover:bg-brand-50 hover:text-brand-700 relative inline-flex size-11 items-center justify-center rounded-full transition"
    >
      {children}
    </Link>
  )
}
