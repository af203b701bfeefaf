import { z } from 'zod'
import { ColorNameSchema, type Product, SizeSchema } from '@/data/schemas'
import { findProduct } from '@/lib/catalogue'
import { MAX_LINE_QUANTITY } from './cart-limits'

export const QUANTITY_MESSAGE = `Please choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`

/** The shape of a cart line wherever it is stored (cookie, Firestore) or sent (server actions). */
export const CartLineSchema = z.object({
  productId: z.number().int().positive(),
  color: ColorNameSchema.nullable(),
  size: SizeSchema.nullable(),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
})
export type CartLine = z.infer<typeof CartLineSchema>
export type CartLineIdentity = Pick<CartLine, 'productId' | 'color' | 'size'>

/** A line's identity: the same product in another colour or size is another line. */
export function lineKey({ productId, color, size }: CartLineIdentity): string {
  return `${productId}|${color ?? ''}|${size ?? ''}`
}

export function isSameLine(a: CartLineIdentity, b: CartLineIdentity): boolean {
  return lineKey(a) === lineKey(b)
}

export type LineCheck = { ok: true; line: CartLine; product: Product } | { ok: false; error: string }

/**
 * Checks a line against the catalogue: the product exists, the colour and size are ones it comes in (a
 * product with a single colour or size gets it filled in, so "Add to Bag" on a card needs no choice for
 * it), the quantity is 1..10. Stock is checked by the callers, which know how many are in the bag already.
 */
export function checkCartLine(input: CartLine): LineCheck {
  const product = findProduct(input.productId)
  if (!product) return { ok: false, error: 'That product is no longer available.' }

  const colorNames = product.colors.map((color) => color.name)
  let color = input.color
  if (color === null && colorNames.length === 1) color = colorNames[0] ?? null
  if (colorNames.length === 0 && color !== null)
    return { ok: false, error: `${product.name} has no colour options.` }
  if (colorNames.length > 0 && color === null)
    return { ok: false, error: `Choose a colour for ${product.name}.` }
  if (color !== null && !colorNames.includes(color)) {
    return { ok: false, error: `${product.name} does not come in ${color}.` }
  }

  let size = input.size
  if (size === null && product.sizes.length === 1) size = product.sizes[0] ?? null
  if (product.sizes.length === 0 && size !== null)
    return { ok: false, error: `${product.name} has no sizes.` }
  if (product.sizes.length > 0 && size === null)
    return { ok: false, error: `Choose a size for ${product.name}.` }
  if (size !== null && !product.sizes.includes(size)) {
    return { ok: false, error: `${product.name} does not come in size ${size}.` }
  }

  if (!Number.isInteger(input.quantity) || input.quantity < 1)
    return { ok: false, error: 'Choose a quantity of at least 1.' }
  if (input.quantity > MAX_LINE_QUANTITY) {
    return { ok: false, error: `You can add up to ${MAX_LINE_QUANTITY} of one item.` }
  }
  return { ok: true, line: { productId: product.id, color, size, quantity: input.quantity }, product }
}

/** Total quantity in the bag: the number on the header's bag badge. */
export function countItems(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

/** Quantity of a product across all its lines (colours and sizes share one stock figure). */
export function quantityOfProduct(lines: readonly CartLine[], productId: number): number {
  return lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0)
}
