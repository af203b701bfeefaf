import type { Locale } from '@/lib/i18n/locales'
import { wishlistTexts } from './wishlist-texts'
import { Picture } from '@/components/ui/picture'
import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import { formatCents } from '@/lib/format/price'
import type { WishlistViewItem } from '@/lib/wishlist/wishlist-view'

/** A saved product in the compact shape the account dashboard lists (price in dollars). */

type WishlistItemProps = {
  item: Pick<
    WishlistViewItem,
    'productId' | 'name' | 'href' | 'image' | 'price' | 'inStock' | 'lowStock' | 'available'
  >
  /** Move to Bag and Remove (a client leaf). */
  actions?: ReactNode
}

/** A saved product. When it has sold out, the picture is veiled with 'Out of Stock' and 'Notify Me' shows. */
export function WishlistItem({ item, actions, locale = 'en' }: WishlistItemProps & { locale?: Locale }) {
  const texts = wishlistTexts[locale]
  return (
    <article
      aria-labelledby={`wish-${item.productId}`}
      className="border-gold-300/50 flex h-full gap-4 rounded-2xl border bg-white p-3 shadow-sm sm:p-4"
    >
      <Link
        href={item.href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block w-24 shrink-0 sm:w-32"
      >
        <Picture
          name={item.image}
          alt=""
          sizes="(min-width: 640px) 128px, 96px"
          className={`bg-brand-50 aspect-[3/4] w-full rounded-xl object-cover ${item.inStock ? '' : 'opacity-60 grayscale'}`}
        />
        {!item.inStock ? (
          <span className="bg-ink/40 absolute inset-0 grid place-items-center rounded-xl">
            <span className="text-ink rounded-full bg-white/95 px-2 py-1 text-[0.7rem] font-bold tracking-wide uppercase">
              {texts.outOfStock}
            </span>
          </span>
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 id={`wish-${item.productId}`} className="text-ink font-medium">
          <Link
            href={item.href}
            className="hover:text-brand-700 focus-visible:outline-brand-600 rounded-sm hover:underline hover:underline-offset-4 focus-visible:outline-2"
          >
            {item.name}
          </Link>
        </h3>
        <p className="text-brand-800 mt-1 font-semibold tabular-nums">{formatCents(item.price)}</p>
        {item.inStock ? (
          item.lowStock ? (
            <p className="text-gold-700 mt-1 text-sm font-semibold">{texts.onlyLeft(item.available)}</p>
          ) : (
            <p className="mt-1 text-sm text-emerald-700">{texts.inStock}</p>
          )
        ) : (
          <>
            <p className="sr-only">{texts.outOfStock}</p>
            <p className="bg-gold-100 text-gold-700 mt-2 inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold">
              <BellIcon />
              {texts.notifyMe}
            </p>
          </>
        )}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-3">{actions}</div> : null}
      </div>
    </article>
  )
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="size-3.5"
    >
      <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" strokeLinecap="round" />
    </svg>
  )
}
