import { EmptyState } from '@/components/content/empty-state'
import { HeartIcon } from '@/components/ui/icons'
import type { WishlistViewItem } from '@/lib/wishlist/wishlist-view'
import type { Locale } from '@/lib/i18n/locales'
import { WishlistItem } from './wishlist-item'
import { wishlistTexts } from './wishlist-texts'
import { WishlistItemActions } from './wishlist-item-actions'
import { purchaseProductOf } from './purchase-product-of'

/**
 * The wishlist page body: the saved items with their actions, or a friendly way back to the shop. Names come
 * in the page's language (GET /api/wishlist).
 */
export function WishlistList({
  items,
  locale = 'en',
}: {
  items: readonly WishlistViewItem[]
  locale?: Locale
}) {
  const texts = wishlistTexts[locale]
  if (items.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        message={texts.emptyMessage}
        action={{ label: texts.continueShopping, href: '/' }}
        icon={<HeartIcon className="size-8" />}
      />
    )
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={texts.items}>
      {items.map((item) => (
        <li key={item.productId}>
          <WishlistItem
            item={item}
            locale={locale}
            actions={<WishlistItemActions product={purchaseProductOf(item)} inStock={item.inStock} />}
          />
        </li>
      ))}
    </ul>
  )
}

export function WishlistListSkeleton({ locale = 'en' }: { locale?: Locale }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={wishlistTexts[locale].loading}
      className="grid gap-4 md:grid-cols-2"
    >
      {[0, 1].map((index) => (
        <div key={index} className="border-gold-300/50 flex gap-4 rounded-2xl border bg-white p-4">
          <div className="bg-brand-50 aspect-[3/4] w-24 animate-pulse rounded-xl sm:w-32" />
          <div className="flex-1 space-y-3 pt-1">
            <div className="bg-brand-50 h-4 w-2/3 animate-pulse rounded" />
            <div className="bg-brand-50 h-3 w-1/4 animate-pulse rounded" />
          </div>
        </div>
      ))}
    </div>
  )
}
