import 'server-only'
import { normalizeEmail } from '@/lib/checkout/checkout-schema'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import {
  orderCountFromSnapshot,
  orderCountRef,
  orderRef,
  readGuestOrderIdsWithEmail,
} from '@/lib/orders/order-reads'

/** Who just signed in (or up), as the verified ID token says, and which guest orders this browser owns. */
export type LinkingShopper = {
  uid: string
  email: string | null
  /**
   * The sign-in itself proved the inbox: a Google account whose address Google verified. A password
   * account's "verified" flag is not enough: it says someone once pressed a verification link sent to the
   * address, which the address's owner may do for an account a stranger made with it.
   */
  inboxProvenBySignIn: boolean
  /** Guest orders this browser placed or opened from the e-mail's link (never one it only looked up). */
  ownedOrderIds: readonly string[]
}

/**
 * Which of the guest orders placed with this account's e-mail become the account's. The e-mail typed at a
 * guest checkout proves nothing by itself (anyone can type anyone's address), so an order is attached only
 * when the one signing in proves it is hers: this browser placed it or opened it from the e-mail's link, or
 * her Google sign-in proves the inbox. A lookup by number and mobile (both printed on the parcel's slip) and
 * a password account's verified flag never do.
 */
export function ordersToLink(
  candidates: readonly string[],
  shopper: Pick<LinkingShopper, 'inboxProvenBySignIn' | 'ownedOrderIds'>,
): string[] {
  return shopper.inboxProvenBySignIn
    ? [...candidates]
    : candidates.filter((id) => shopper.ownedOrderIds.includes(id))
}

/**
 * Attaches the proven guest orders with the shopper's e-mail to their account (sets `uid`), in one
 * transaction that also adds them to orderCounts/{uid}: a guest who ordered with FATIN15 and then signs up
 * has had their first order. Returns how many were attached; orders already attached are left alone.
 */
export async function linkGuestOrders(db: Firestore, shopper: LinkingShopper): Promise<number> {
  if (!shopper.email) return 0
  const email = normalizeEmail(shopper.email)
  const guestOrders = await readGuestOrderIdsWithEmail(db, email)
  const ids = ordersToLink(guestOrders, shopper)
  if (ids.length === 0) return 0
  const countRef = orderCountRef(db, shopper.uid)
  return firestoreTransaction(db, 'link guest orders', async (tx) => {
    const refs = ids.map((id) => orderRef(db, id))
    const [countSnapshot, ...orders] = await tx.getAll(countRef, ...refs)
    // Read again in the transaction: another sign-in may have attached one since the query.
    const still = orders.filter((order) => order?.exists && order.get('uid') === null)
    for (const order of still) if (order) tx.update(order.ref, { uid: shopper.uid })
    if (still.length > 0) {
      tx.set(countRef, {
        count: orderCountFromSnapshot(countSnapshot) + still.length,
        updatedAt: FieldValue.serverTimestamp(),
      })
    }
    return still.length
  })
}
