import 'server-only'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { readOrdersWithNumber } from '@/lib/orders/order-reads'
import { sameText } from '@/lib/security/same-text'

/**
 * The guest order with this number (FT-XXXXXXXX, lib/orders/order-number.ts) placed with this mobile (both
 * already normalised), or null. Account orders are never found here: their owner signs in to see them.
 * Numbers are 32 bits, so two orders may share one; each is compared, and a miss compares against a stand-in,
 * so the answer takes about as long whether the number or the mobile was wrong.
 */
export async function findGuestOrder(db: Firestore, number: string, mobile: string): Promise<string | null> {
  const candidates = await readOrdersWithNumber(db, number)
  let found: string | null = null
  for (const candidate of candidates) {
    const stored = candidate.contactMobile
    const matches = sameText(typeof stored === 'string' ? stored : '', mobile)
    if (matches && candidate.uid === null && found === null) found = candidate.id
  }
  if (candidates.length === 0) sameText('+920000000000', mobile)
  return found
}
