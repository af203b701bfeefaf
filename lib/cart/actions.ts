'use server'

import { formFields } from '@/lib/forms/validated-action'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { ColorNameSchema, type ColorName, type Size, SizeSchema } from '@/data/schemas'
import { type ActionResult, runValidated } from '@/lib/forms/validated-action'
import { readWishlist } from '@/lib/wishlist/wishlist-reads'
import {
  type CartLine,
  CartLineSchema,
  checkCartLine,
  countItems,
  type LineRefusal,
  QUANTITY_MESSAGE,
} from './cart-line'
import { MAX_LINE_QUANTITY } from './cart-limits'
import { addLine, type BagRefusal, removeLine, setLineQuantity } from './cart-ops'
import type { BadgeCounts } from './cart-view-model'
import { changeCart } from './cart-store'
import { shopperForChange } from '@/lib/shopper/shopper-for-change'
import { checkShopperWriteLimit } from '@/lib/shopper/write-limit'
import type { LimitMessage } from '@/lib/rate-limit/rules'
import { localePath } from '@/lib/i18n/locale-path'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

/**
 * Bag mutations, called from client leaves (Add to Bag, the cart page's stepper and remove button).
 * Each validates its arguments, works on the guest cookie or the signed-in shopper's Firestore bag, and
 * returns the new badge counts. None re-renders the page: every page that shows the bag is static and reads
 * it in the browser (the header badges take the counts answered here; /cart reads GET /api/cart again). The
 * UI shows `message` or the failure's code (a toast, in the page's words).
 */
export type CartActionResult = ActionResult<{ counts: BadgeCounts; message: BagMessage }, CartRefusal>

/** What a change to the bag did (the words: lib/i18n/shop-message-texts.ts). */
export type BagMessage =
  { code: 'added'; productName: string } | { code: 'bag-updated' } | { code: 'removed' }

/** Why the bag refused a change. */
export type CartRefusal = LineRefusal | BagRefusal | LimitMessage

const LineIdentitySchema = z.object({
  productId: z.number().int().positive(),
  color: ColorNameSchema.nullable(),
  size: SizeSchema.nullable(),
})

export async function addToCart(
  productId: number,
  color: ColorName | null,
  size: Size | null,
  quantity: number,
): Promise<CartActionResult> {
  return runValidated(
    CartLineSchema,
    { productId, color, size, quantity },
    async (input): Promise<CartActionResult> => {
      const checked = checkCartLine(input)
      if (!checked.ok) return checked
      const { line, product } = checked
      const uid = await shopperForChange()
      const limited = await checkShopperWriteLimit(uid)
      if (limited) return limited
      const result = await changeCart(uid, [line.productId], (lines, stockOf) =>
        addLine(lines, line, product, stockOf(line)),
      )
      if (!result.ok) return result
      return {
        ok: true,
        counts: await countsWith(uid, result.lines),
        message: { code: 'added', productName: product.name },
      }
    },
  )
}

/**
 * Add to Bag pressed before the page's script has run, on a slow phone: the browser posts the form itself
 * (React writes this action into it), and Next runs it and answers with a page. Added: the bag, which shows
 * the new line. Refused: the product page again, with the reason under the button (purchase-form.tsx).
 * Once the script runs, the form adds through addToCart and a toast instead and never posts.
 */
export async function addToCartFromForm(
  _previous: CartActionResult | null,
  formData: FormData,
): Promise<CartActionResult> {
  // Whatever arrives in place of the form (a server action is a public endpoint) reads as empty fields.
  const fields = formFields(formData)
  const field = (name: string) => fields[name] || null
  // Strings as they came: addToCart's schema checks them like any other call's arguments.
  const result = await addToCart(
    Number(field('productId')),
    field('color') as ColorName | null,
    field('size') as Size | null,
    Number(field('quantity') ?? 1),
  )
  const locale = field('locale')
  if (result.ok) redirect(localePath(isLocale(locale) ? locale : DEFAULT_LOCALE, '/cart'))
  return result
}

/** Sets a line's quantity (1..10); 0 removes the line. */
export async function updateCartLine(
  productId: number,
  color: ColorName | null,
  size: Size | null,
  quantity: number,
): Promise<CartActionResult> {
  const schema = LineIdentitySchema.extend({
    quantity: z
      .number({ error: QUANTITY_MESSAGE })
      .int(QUANTITY_MESSAGE)
      .min(0, QUANTITY_MESSAGE)
      .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
  })
  return runValidated(
    schema,
    { productId, color, size, quantity },
    async (input): Promise<CartActionResult> => {
      if (input.quantity === 0) return removeFromBag(input)
      const checked = checkCartLine({ ...input, quantity: input.quantity })
      if (!checked.ok) return checked
      const { line, product } = checked
      const uid = await shopperForChange()
      const limited = await checkShopperWriteLimit(uid)
      if (limited) return limited
      const result = await changeCart(uid, [line.productId], (lines, stockOf) =>
        setLineQuantity(lines, line, line.quantity, product, stockOf(line)),
      )
      if (!result.ok) return result
      return { ok: true, counts: await countsWith(uid, result.lines), message: { code: 'bag-updated' } }
    },
  )
}

export async function removeCartLine(
  productId: number,
  color: ColorName | null,
  size: Size | null,
): Promise<CartActionResult> {
  return runValidated(LineIdentitySchema, { productId, color, size }, removeFromBag)
}

async function removeFromBag(
  identity: Pick<CartLine, 'productId' | 'color' | 'size'>,
): Promise<CartActionResult> {
  const uid = await shopperForChange()
  const limited = await checkShopperWriteLimit(uid)
  if (limited) return limited
  const result = await changeCart(uid, [], (lines) => ({ ok: true, lines: removeLine(lines, identity) }))
  if (!result.ok) return result
  return { ok: true, counts: await countsWith(uid, result.lines), message: { code: 'removed' } }
}

async function countsWith(uid: string | null, lines: readonly CartLine[]): Promise<BadgeCounts> {
  return { cart: countItems(lines), wishlist: (await readWishlist(uid)).length }
}
