import 'server-only'
import { getCartView } from '@/lib/cart/cart-view'
import { fromCents } from '@/lib/money/money'
import type { CartItemData } from './cart-item'

/**
 * The shopper's bag lines in the account dashboard's shape (it shows the first 3 and the total of all).
 * Request-time: call inside <Suspense>.
 */
export async function getDashboardCart(): Promise<CartItemData[]> {
  const cart = await getCartView()
  return cart.lines.map((line) => ({
    id: line.productId,
    name: line.name,
    price: fromCents(line.unitPrice),
    imageUrl: line.image,
    quantity: line.quantity,
  }))
}
