'use server'

import { z } from 'zod'
import { ColorNameSchema, type ColorName, type Size, SizeSchema } from '@/data/schemas'
import { checkCartLine, countItems, type LineRefusal } from '@/lib/cart/cart-line'
import { addLine, type BagRefusal } from '@/lib/cart/cart-ops'
import type { LimitMessage } from '@/lib/rate-limit/rules'
import { changeCart } from '@/lib/cart/cart-store'
import { readCart } from '@/lib/cart/cart-reads'
import type { BadgeCounts } from '@/lib/cart/cart-view-model'
import { shopperForChange } from '@/lib/shopper/shopper-for-change'
import { checkShopperWriteLimit } from '@/lib/shopper/write-limit'
import { findProduct } from '@/lib/catalogue'
import { type ActionResult, runValidated } from '@/lib/forms/validated-action'
import { toggleId } from './wishlist-ops'
import { changeWishlist } from './wishlist-store'

/**
 * Wishlist mutations for the heart on cards and product pages and the 'My Wishlist' page. Like the bag
 * actions they validate input, work on the guest cookie or Firestore `wishlists/{uid}`, return the new
 * badge counts; they re-render no page, since every page that shows the wishlist reads it in the browser.
 */
export type ToggleWishlistResult = ActionResult<
  { inWishlist: boolean; counts: BadgeCounts; message: WishlistMessage },
  { code: 'product-unavailable' } | LimitMessage
>
export type MoveToCartResult = ActionResult<
  { counts: BadgeCounts; message: WishlistMessage },
  LineRefusal | BagRefusal | LimitMessage
>

/** What a wishlist change did (the words: lib/i18n/shop-message-texts.ts). */
export type WishlistMessage =
  | { code: 'saved'; productName: string }
  | { code: 'unsaved'; productName: string }
  | { code: 'moved'; productName: string }

const ProductIdSchema = z.object({ productId: z.number().int().positive() })

export async function toggleWishlist(productId: number): Promise<ToggleWishlistResult> {
  return runValidated(ProductIdSchema, { productId }, async (input): Promise<ToggleWishlistResult> => {
    const product = findProduct(input.productId)
    if (!product) return { ok: false, code: 'product-unavailable' }
    const uid = await shopperForChange()
    const limited = await checkShopperWriteLimit(uid)
    if (limited) return limited
    const { inWishlist, count } = await changeWishlist(uid, (ids) => {
      const toggled = toggleId(ids, product.id)
      return { ids: toggled.ids, result: { inWishlist: toggled.inWishlist, count: toggled.ids.length } }
    })
    return {
      ok: true,
      inWishlist,
      counts: { cart: countItems(await readCart(uid)), wishlist: count },
      message: { code: inWishlist ? 'saved' : 'unsaved', productName: product.name },
    }
  })
}

/**
 * Puts one of a wishlist product into the bag and takes it off the wishlist. A product with a single colour
 * and size needs no choice; for others pass the shopper's choice (the wishlist view's `needsOptions` says
 * when to ask). If the bag refuses (out of stock, line full), the wishlist is left as it was.
 */
export async function moveWishlistItemToCart(
  productId: number,
  color: ColorName | null = null,
  size: Size | null = null,
): Promise<MoveToCartResult> {
  const schema = ProductIdSchema.extend({ color: ColorNameSchema.nullable(), size: SizeSchema.nullable() })
  return runValidated(schema, { productId, color, size }, async (input): Promise<MoveToCartResult> => {
    const checked = checkCartLine({ ...input, quantity: 1 })
    if (!checked.ok) return checked
    const { line, product } = checked
    const uid = await shopperForChange()
    const limited = await checkShopperWriteLimit(uid)
    if (limited) return limited
    const added = await changeCart(uid, [line.productId], (lines, stockOf) =>
      addLine(lines, line, product, stockOf(line)),
    )
    if (!added.ok) return added
    const wishlistCount = await changeWishlist(uid, (ids) => {
      const remaining = ids.filter((id) => id !== product.id)
      return { ids: remaining, result: remaining.length }
    })
    return {
      ok: true,
      counts: { cart: countItems(added.lines), wishlist: wishlistCount },
      message: { code: 'moved', productName: product.name },
    }
  })
}
