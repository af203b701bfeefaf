import { z } from 'zod'
import { type CartLine, CartLineSchema, checkCartLine } from './cart-line'
import { foldSameLines } from './cart-ops'

/** A signed-in shopper's bag: Firestore `carts/{uid}` = `{ lines: CartLine[], updatedAt }`. */
export const CARTS_COLLECTION = 'carts'

const CartDocSchema = z.object({ lines: z.array(z.unknown()) })

/**
 * The lines of a cart document (undefined when there is none). Tolerant: a line that no longer fits the
 * catalogue (product withdrawn, colour dropped) is left out instead of breaking the cart page.
 */
export function linesFromCartDoc(data: unknown): CartLine[] {
  const parsed = CartDocSchema.safeParse(data)
  if (!parsed.success) return []
  const lines: CartLine[] = []
  for (const raw of parsed.data.lines) {
    const line = CartLineSchema.safeParse(raw)
    if (!line.success) continue
    const checked = checkCartLine(line.data)
    if (checked.ok) lines.push(checked.line)
  }
  return foldSameLines(lines)
}

/** Plain objects only (Firestore rejects class instances), in a fixed key order. */
export function linesForCartDoc(lines: readonly CartLine[]): CartLine[] {
  return lines.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity }))
}
