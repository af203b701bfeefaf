import 'server-only'
import { cache } from 'react'
import { readWishlist } from '@/lib/wishlist/wishlist-store'
import { readCart } from '@/lib/cart/cart-store'
import { pageViewUid } from './current-shopper'

/**
 * The shopper's bag and wishlist for this request, read once however many components ask (header badges,
 * the cart page, hearts on cards). For rendering only (a page-view session): server actions read the stores
 * directly, with a fresh session.
 */
export const loadShopperData = cache(async () => {
  const uid = await pageViewUid()
  const [lines, wishlist] = await Promise.all([readCart(uid), readWishlist(uid)])
  return { uid, lines, wishlist }
})
