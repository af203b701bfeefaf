import { z } from 'zod'
import { ColorNameSchema, type Product, SizeSchema } from '@/data/schemas'
import { findProduct } from '@/lib/catalogue'
import { MAX_LINE_QUANTITY } from './cart-limits'

/** A quantity outside 1..MAX_LINE_QUANTITY (lib/forms/field-error-codes.ts). */
export const QUANTITY_MESSAGE = 'quantity-range'

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

/** Why a line cannot go in the bag as asked (the words: lib/i18n/shop-message-texts.ts). */
export type LineRefusal =
  | { code: 'product-unavailable' }
  | { code: 'no-colours'; productName: string }
  | { code: 'choose-colour'; productName: string }
  | { code: 'colour-unavailable'; productName: string; color: string }
  | { code: 'no-sizes'; productName: string }
  | { code: 'choose-size'; productName: string }
  | { code: 'size-unavailable'; productName: string; size: string }
  | { code: 'quantity-too-small' }
  | { code: 'quantity-too-large' }

export type LineCheck = { ok: true; line: CartLine; product: Product } | ({ ok: false } & LineRefusal)

/**
 * Checks a line against the catalogue: the product exists, the colour and size are ones it comes in (a
 * product with a single colour or size gets it filled in, so "Add to Bag" on a card needs no choice for
 * it), the quantity is 1..10. Stock is checked by the callers, which know how many are in the bag already.
 */
export function checkCartLine(input: CartLine): LineCheck {
  const product = findProduct(input.productId)
  if (!product) return { ok: false, code: 'product-unavailable' }

  const colorNames = product.colors.map((color) => color.name)
  let color = input.color
  if (color === null && colorNames.length === 1) color = colorNames[0] ?? null
  if (colorNames.length === 0 && color !== null)
    return { ok: false, code: 'no-colours', productName: product.name }
  if (colorNames.length > 0 && color === null)
    return { ok: false, code: 'choose-colour', productName: product.name }
  if (color !== null && !colorNames.includes(color)) {
    return { ok: false, code: 'colour-unavailable', productName: product.name, color }
  }

  let size = input.size
  if (size === null && product.sizes.length === 1) size = product.sizes[0] ?? null
  if (product.sizes.length === 0 && size !== null)
    return { ok: false, code: 'no-sizes', productName: product.name }
  if (product.sizes.length > 0 && size === null)
    return { ok: false, code: 'choose-size', productName: product.name }
  if (size !== null && !product.sizes.includes(size)) {
    return { ok: false, code: 'size-unavailable', productName: product.name, size }
  }

  if (!Number.isInteger(input.quantity) || input.quantity < 1)
    return { ok: false, code: 'quantity-too-small' }
  if (input.quantity > MAX_LINE_QUANTITY) {
    return { ok: false, code: 'quantity-too-large' }
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
