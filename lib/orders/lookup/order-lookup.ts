import 'server-only'
import { firestoreCall } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { sameText } from '@/lib/security/same-text'

/**
 * The guest order with this number (FT-XXXXXXXX, lib/orders/order-number.ts) placed with this mobile (both
 * already normalised), or null. Account orders are never found here: their owner signs in to see them.
 * Numbers are 32 bits, so two orders may share one; each is compared, and a miss compares against a stand-in,
 * so the answer takes about as long whether the number or the mobile was wrong.
 */
export async function findGuestOrder(db: Firestore, number: string, mobile: string): Promise<string | null> {
  const snapshot = await firestoreCall('look up order', () =>
    db.collection(ORDERS_COLLECTION).where('number', '==', number).limit(10).get(),
  )
  let found: string | null = null
  for (const doc of snapshot.docs) {
    const stored: unknown = doc.get('contactMobile')
    const matches = sameText(typeof stored === 'string' ? stored : '', mobile)
    if (matches && doc.get('uid') === null && found === null) found = doc.id
  }
  if (snapshot.empty) sameText('+920000000000', mobile)
  return found
}
