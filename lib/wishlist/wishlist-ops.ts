import { z } from 'zod'
import { findProduct } from '@/lib/catalogue'
import { parseCookieJson } from '@/lib/shopper/cookie-json'

/** Keeps the guest wishlist cookie small (about 5 bytes an item). */
export const MAX_WISHLIST_ITEMS = 100

export const WishlistIdsSchema = z.array(z.number().int().positive())

/** Adds the product if absent, removes it if present. */
export function toggleId(ids: readonly number[], productId: number): { ids: number[]; inWishlist: boolean } {
  if (ids.includes(productId)) return { ids: ids.filter((id) => id !== productId), inWishlist: false }
  return { ids: [...ids, productId].slice(-MAX_WISHLIST_ITEMS), inWishlist: true }
}

/** Wishlists merge as a union: the account's items first, then the guest's new ones; nothing duplicated. */
export function mergeWishlists(accountIds: readonly number[], guestIds: readonly number[]): number[] {
  return [...new Set([...accountIds, ...guestIds])].slice(0, MAX_WISHLIST_ITEMS)
}

/** Keeps only products still in the catalogue, each once. */
export function cleanWishlistIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => findProduct(id) !== undefined).slice(0, MAX_WISHLIST_ITEMS)
}

export function encodeWishlistCookie(ids: readonly number[]): string {
  return JSON.stringify(ids)
}

/** Malformed cookie -> empty wishlist; unknown products dropped. */
export function decodeWishlistCookie(raw: string | undefined): number[] {
  const ids = parseCookieJson(raw, WishlistIdsSchema.max(MAX_WISHLIST_ITEMS))
  return ids ? cleanWishlistIds(ids) : []
}
