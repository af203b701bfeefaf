import type { CartLine } from '@/lib/cart/cart-line'
import { colourPictureName } from '@/data/colour-pictures'
import { findProduct } from '@/lib/catalogue'
import type { OrderLine } from '@/lib/orders/order-doc'

/** An order line before pricing: `unitPrice` from the catalogue, never from anything the browser sent. */
export type OrderCartLine = Omit<OrderLine, 'lineTotal'>

/** Bag lines joined with today's catalogue prices, ready for pricing an order. */
export function withCataloguePrices(lines: readonly CartLine[]): OrderCartLine[] {
  return lines.flatMap((line) => {
    const product = findProduct(line.productId)
    if (!product) return []
    return [
      {
        productId: product.id,
        name: product.name,
        // The picture of the colour ordered (data/colour-pictures.ts).
        image: colourPictureName(product, line.color),
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        unitPrice: product.price,
      },
    ]
  })
}
