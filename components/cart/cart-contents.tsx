import { getCartView } from '@/lib/cart/cart-view'
import { CartList } from './cart-list'

/** The shopper's bag, read per request (cookie or account): rendered inside <Suspense>. */
export async function CartContents() {
  return <CartList cart={await getCartView()} />
}
