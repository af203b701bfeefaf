import 'server-only'
import { hasGuestData, mergeGuestDataIntoAccount } from './merge-guest-data'
import { currentUid } from './current-shopper'

/**
 * The uid for a cart, wishlist or order change (null for a guest). A signed-in shopper who still carries
 * guest cookies (the merge at sign-in failed, or they signed in another way) has them merged first, so
 * nothing added as a guest is lost.
 */
export async function shopperForChange(): Promise<string | null> {
  const uid = await currentUid()
  if (uid && (await hasGuestData())) await mergeGuestDataIntoAccount(uid)
  return uid
}
