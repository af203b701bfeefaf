import { shippingRules } from '@/data/shipping'
import { colourPictureName } from '@/data/colour-pictures'
import { findProduct, productHref } from '@/lib/catalogue'
import { amountToFreeShipping, type OrderPricing, priceOrder } from '@/lib/checkout/price-order'
import type { Cents } from '@/lib/money/money'
import type { OrderLine } from '@/lib/orders/order-doc'
import { MAX_LINE_QUANTITY } from './cart-limits'
import { type CartLine, countItems, lineKey } from './cart-line'
import { type StockProblem, stockProblemFor } from './stock-problem'

/** The header badges: items in the bag (quantities summed) and products in the wishlist. */
export type BadgeCounts = { cart: number; wishlist: number }

/** A bag line as the bag page shows it: the stored line, its priced order-line figures, and live stock. */
export type CartViewLine = OrderLine & {
  /** Stable React key and the line's identity. */
  key: string
  href: string
  colorHex: string | null
  /** Live stock of the line's colour and size. */
  available: number
  /** Highest quantity the stepper should offer: 10, or the stock left for this line if lower (at least 1). */
  maxQuantity: number
  /** Why this line cannot be ordered as it is (out of stock, only 2 left), or null. */
  problem: StockProblem | null
}

export type CartView = {
  signedIn: boolean
  lines: CartViewLine[]
  itemCount: number
  pricing: Omit<OrderPricing, 'lines'>
  /** Cents still to spend for free delivery (0 once reached or for an empty bag). */
  toFreeShipping: Cents
  shippingSummary: string
  /** False for an empty bag or when a line has a stock problem. */
  canCheckout: boolean
}

/**
 * Joins bag lines with the catalogue (names, pictures, prices in cents: never from the browser) and live
 * stock, and prices the bag. Each line is one variant (colour and size) with its own stock, keyed like the
 * line (`stocks`: lib/stock/stock-doc.ts figuresByLineKey); a line wanting more than is left is flagged.
 */
export function buildCartView({
  signedIn,
  lines,
  stocks,
  promoCode,
  isFirstOrder,
}: {
  signedIn: boolean
  lines: readonly CartLine[]
  stocks: ReadonlyMap<string, number>
  promoCode?: string | null
  isFirstOrder: boolean
}): CartView {
  const viewLines: CartViewLine[] = []
  for (const line of lines) {
    const product = findProduct(line.productId)
    if (!product) continue
    const available = stocks.get(lineKey(line)) ?? 0
    const left = available
    const unitPrice = product.price
    viewLines.push({
      key: lineKey(line),
      productId: product.id,
      name: product.name,
      href: productHref(product),
      // The picture of the colour in the bag (data/colour-pictures.ts).
      image: colourPictureName(product, line.color),
      color: line.color,
      colorHex: product.colors.find((color) => color.name === line.color)?.hex ?? null,
      size: line.size,
      quantity: line.quantity,
      unitPrice,
      lineTotal: unitPrice * line.quantity,
      available,
      maxQuantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, left)),
      problem: stockProblemFor(line.quantity, available, left),
    })
  }

  const { subtotal, discount, shipping, total, appliedCode, promoRefusal } = priceOrder({
    lines: viewLines,
    promoCode,
    isFirstOrder,
  })
  const pricing = { subtotal, discount, shipping, total, appliedCode, promoRefusal }
  return {
    signedIn,
    lines: viewLines,
    itemCount: countItems(viewLines),
    pricing,
    toFreeShipping: viewLines.length > 0 ? amountToFreeShipping(pricing.subtotal - pricing.discount) : 0,
    shippingSummary: shippingRules.summary,
    canCheckout: viewLines.length > 0 && viewLines.every((line) => line.problem === null),
  }
}
