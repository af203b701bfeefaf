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

/** Who just signed in (or up), as the verified ID token says, and which guest orders this browser proves. */
export type LinkingShopper = {
  uid: string
  email: string | null
  emailVerified: boolean
  provenOrderIds: readonly string[]
}

/**
 * Which of the guest orders placed with this account's e-mail become the account's. The e-mail typed at a
 * guest checkout proves nothing by itself (anyone can type anyone's address, and a new account's address is
 * unverified), so an order is attached only when the e-mail is proven: the account's e-mail is verified (a
 * Google account, or a verified password account), or this browser holds the order's proof cookie (it placed
 * the order or looked it up with the mobile number).
 */
export function ordersToLink(
  candidates: readonly string[],
  shopper: Pick<LinkingShopper, 'emailVerified' | 'provenOrderIds'>,
): string[] {
  return shopper.emailVerified
    ? [...candidates]
    : candidates.filter((id) => shopper.provenOrderIds.includes(id))
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
