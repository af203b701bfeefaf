import { getCartView } from '@/lib/cart/cart-view'
import { lineIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { CartList } from './cart-list'

/** The shopper's bag, read per request (cookie or account): rendered inside <Suspense>. */
export async function CartContents() {
  const [cart, locale] = await Promise.all([getCartView(), currentLocale()])
  return (
    <CartList cart={{ ...cart, lines: cart.lines.map((line) => lineIn(locale, line)) }} locale={locale} />
  )
}
