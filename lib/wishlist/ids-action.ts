'use server'

import { unstable_rethrow } from 'next/navigation'
import { getWishlistIds } from './wishlist-view'

export type WishlistIdsResult = { ok: true; ids: number[] } | { ok: false }

/**
 * The ids in the shopper's wishlist, for hearts on prerendered pages (listings, related products): they
 * render unpressed in the static HTML and ask once after hydration, so the listing stays static. Read-only:
 * no refresh().
 */
export async function wishlistIdsAction(): Promise<WishlistIdsResult> {
  try {
    return { ok: true, ids: await getWishlistIds() }
  } catch (error) {
    unstable_rethrow(error)
    console.error('[wishlist] could not read the wishlist', error)
    return { ok: false }
  }
}
