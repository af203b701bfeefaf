import { z } from 'zod'
import { ColorNameSchema, SizeSchema } from '@/data/schemas'
import { parseCookieJson } from '@/lib/shopper/cookie-json'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits'
import { type CartLine, checkCartLine } from './cart-line'
import { foldSameLines } from './cart-ops'

/**
 * The guest cart cookie's value: compact JSON tuples `[productId, colour|null, size|null, quantity]`, about
 * 25 bytes a line. Read defensively: a cookie is user input, so anything malformed reads as an empty bag,
 * and lines whose product or options left the catalogue are dropped.
 */
const CartCookieSchema = z
  .array(
    z.tuple([
      z.number().int().positive(),
      ColorNameSchema.nullable(),
      SizeSchema.nullable(),
      z.number().int().min(1).max(MAX_LINE_QUANTITY),
    ]),
  )
  .max(MAX_CART_LINES)

export function encodeCartCookie(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map((line) => [line.productId, line.color, line.size, line.quantity]))
}

export function decodeCartCookie(raw: string | undefined): CartLine[] {
  const tuples = parseCookieJson(raw, CartCookieSchema) ?? []
  const lines: CartLine[] = []
  for (const [productId, color, size, quantity] of tuples) {
    const checked = checkCartLine({ productId, color, size, quantity })
    if (checked.ok) lines.push(checked.line)
  }
  // A hand-edited cookie could repeat a line.
  return foldSameLines(lines)
}
