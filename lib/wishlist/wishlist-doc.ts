import { z } from 'zod'
import { cleanWishlistIds } from './wishlist-ops'

/** A signed-in shopper's wishlist: Firestore `wishlists/{uid}` = `{ productIds: number[], updatedAt }`. */
export const WISHLISTS_COLLECTION = 'wishlists'

const WishlistDocSchema = z.object({ productIds: z.array(z.unknown()) })

export function idsFromWishlistDoc(data: unknown): number[] {
  const parsed = WishlistDocSchema.safeParse(data)
  if (!parsed.success) return []
  const ids = parsed.data.productIds.filter(
    (id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0,
  )
  return cleanWishlistIds(ids)
}
