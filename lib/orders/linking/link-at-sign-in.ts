import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { linkGuestOrders, type LinkingShopper } from './link-guest-orders'
import { ownedOrderIdsIn } from '@/lib/orders/proof/order-proof-cookie'

/**
 * For POST /api/session, after the session is made: attaches the shopper's proven guest orders
 * (lib/orders/linking/link-guest-orders.ts). Never throws: a failure leaves the orders as guest orders, still open in
 * this browser through its proof cookie and linked at the next sign-in, and never stops the sign-in.
 */
export async function linkGuestOrdersAtSignIn(
  shopper: Omit<LinkingShopper, 'ownedOrderIds'>,
  proofCookie: string | undefined,
): Promise<void> {
  try {
    await linkGuestOrders(adminDb(), { ...shopper, ownedOrderIds: ownedOrderIdsIn(proofCookie) })
  } catch (error) {
    console.error('[orders] linking guest orders to the account failed; they stay guest orders', error)
  }
}
