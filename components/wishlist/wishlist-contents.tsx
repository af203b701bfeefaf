import { getWishlistView } from '@/lib/wishlist/wishlist-view'
import { lineIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { WishlistList } from './wishlist-list'

/** The shopper's saved products with live stock, read per request: rendered inside <Suspense>. */
export async function WishlistContents() {
  const [items, locale] = await Promise.all([getWishlistView(), currentLocale()])
  return <WishlistList items={items.map((item) => lineIn(locale, item))} locale={locale} />
}
