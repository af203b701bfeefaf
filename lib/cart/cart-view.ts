import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { readOrderCount } from '@/lib/orders/order-reads'
import { figuresByLineKey } from '@/lib/stock/stock-doc'
import { getProductStocks } from '@/lib/stock/stock-reads'
import type { CartLine } from './cart-line'
import { buildCartView, type CartView } from './cart-view-model'
import { loadShopperData } from '@/lib/shopper/shopper-data'

/**
 * The bag for the cart page, the checkout summary and the account dashboard: lines joined with the
 * catalogue (prices from data/products.ts, never from the browser) and live stock, plus the pricing summary.
 * Pass the promo code typed at checkout to preview it (whether it is the shopper's first order is then
 * checked too). `remembered`: see loadShopperData. Request-time: call inside <Suspense>.
 */
export async function getCartView(
  options: { promoCode?: string | null; remembered?: boolean } = {},
): Promise<CartView> {
  const { uid, lines } = await loadShopperData(options.remembered ?? false)
  return cartViewOf(uid, lines, options)
}

/** getCartView for lines the caller has already read (the checkout reads the bag with the account's other documents). */
export async function cartViewOf(
  uid: string | null,
  lines: CartLine[],
  options: { promoCode?: string | null } = {},
): Promise<CartView> {
  const [stocks, isFirstOrder] = await Promise.all([
    getProductStocks(lines.map((line) => line.productId)).then(figuresByLineKey),
    // Only a code needs the order count. A guest has none: this assumes a first order, and the checkout's
    // Apply and the order itself check the guest's mobile and e-mail (lib/orders/placing/first-order-claims.ts).
    options.promoCode && uid ? readOrderCount(adminDb(), uid).then((count) => count === 0) : true,
  ])

  return buildCartView({ signedIn: uid !== null, lines, stocks, promoCode: options.promoCode, isFirstOrder })
}
