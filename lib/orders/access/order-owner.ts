import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { readOrderOwner } from '@/lib/orders/order-reads'
import { provenOrderIdsIn } from '@/lib/orders/proof/order-proof-cookie'

/**
 * Whether order `id` exists and belongs to `uid` (from the verified session). For proxy.ts, which must answer
 * another shopper's order, or a made-up id, with a real 404 before the page starts streaming. Reads only the
 * owner field. Throws ServiceUnavailableError when Firestore cannot answer in time.
 */
export async function isOrderOwnedBy(uid: string, id: string): Promise<boolean> {
  const owner = await readOrderOwner(adminDb(), id)
  return owner !== null && owner.uid === uid
}

/**
 * Whether order `id` is a guest's (no account) and the signed proof cookie lists it. Reads the order only when
 * the proof names it. Throws ServiceUnavailableError when Firestore cannot answer in time.
 */
export async function isProvenGuestOrder(id: string, proofCookie: string | undefined): Promise<boolean> {
  if (!provenOrderIdsIn(proofCookie).includes(id)) return false
  const owner = await readOrderOwner(adminDb(), id)
  return owner !== null && owner.uid === null
}
