import 'server-only'
import { formatPakistaniMobile } from '@/lib/checkout/address-schema'
import { adminDb } from '@/lib/firebase/admin'
import { canViewOrder } from '@/lib/orders/access/order-access'
import { isPossibleOrderId, readOrder } from '@/lib/orders/order-reads'
import { provenOrderIdsIn } from '@/lib/orders/proof/order-proof-cookie'

/** What the sign-up form is filled in with after a guest order ("Create an account" on the confirmation). */
export type SignUpPrefill = { fullName: string; email: string; phone: string }

/**
 * The guest's details from order `id`, for the browser that proves the order (its proof cookie) and nobody
 * else; null otherwise. The sign-up page stays static and asks for these after load, so the mobile number
 * never travels in a URL.
 */
export async function signUpPrefillFor(
  id: string,
  proofCookie: string | undefined,
): Promise<SignUpPrefill | null> {
  if (!isPossibleOrderId(id)) return null
  const proven = provenOrderIdsIn(proofCookie)
  if (!proven.includes(id)) return null
  const order = await readOrder(adminDb(), id)
  if (!order?.contact || !canViewOrder(order, { uid: null, provenOrderIds: proven })) return null
  return {
    fullName: order.address.fullName,
    email: order.contact.email,
    phone: formatPakistaniMobile(order.contact.mobile),
  }
}
