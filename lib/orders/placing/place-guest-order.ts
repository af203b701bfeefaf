import 'server-only'
import { cookies } from 'next/headers'
import { readGuestCart } from '@/lib/cart/cart-reads'
import { CART_COOKIE } from '@/lib/shopper/guest-cookies'
import { guestId } from '@/lib/shopper/write-limit'
import type { PlaceOrderInput } from '@/lib/checkout/checkout-schema'
import { adminDb } from '@/lib/firebase/admin'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentOrderCampaign } from '@/lib/campaigns/order-attribution'
import { currentClientAddress } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { proveOrder } from '@/lib/orders/proof/order-proof-cookie'
import { placeGuestOrderInTransaction, type PlaceOrderOutcome } from './place-order-core'

/**
 * A guest's order, for the placeOrder action: the same limits as an account's, counted per guest cookie id
 * and per mobile number (and, roomier, per client address, which a script cannot shed), then the same
 * transaction with the bag from the guest's cookie. On success the bag cookie is emptied and the order is
 * added to the browser's proof cookie, which is what lets this browser open /orders/{id}.
 */
export async function placeGuestOrder(input: PlaceOrderInput, email: string): Promise<PlaceOrderOutcome> {
  const id = await guestId()
  const { fullName, mobile, address, city, province, postalCode } = input
  const clientAddress = await currentClientAddress()
  // Every counter counts this press, so a refusal by one still spends the others.
  const decisions = await Promise.all([
    limit({ kind: 'guest', id }, RATE_RULES.orderAttemptsPerGuest),
    limit({ kind: 'mobile', mobile }, RATE_RULES.orderAttemptsPerMobile),
    limit({ kind: 'address', address: clientAddress }, RATE_RULES.orderAttemptsPerAddress),
  ])
  if (decisions.some((decision) => !decision.ok)) return { ok: false, code: 'rate-limited' }

  const outcome = await placeGuestOrderInTransaction(
    adminDb(),
    { guestId: id, lines: await readGuestCart() },
    {
      idempotencyKey: input.idempotencyKey,
      promoCode: input.promoCode || null,
      address: { fullName, mobile, address, city, province, postalCode },
      email,
      language: input.language,
      clientAddress,
      campaign: await currentOrderCampaign(),
    },
  )
  if (outcome.ok) {
    ;(await cookies()).delete(CART_COOKIE)
    await proveOrder(outcome.orderId, 'owner')
  }
  return outcome
}
