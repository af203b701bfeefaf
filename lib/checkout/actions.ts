'use server'

import { readCart } from '@/lib/cart/cart-store'
import { currentUid } from '@/lib/cart/shopper'
import { adminDb } from '@/lib/firebase/admin'
import { withCataloguePrices } from '@/lib/orders/order-cart'
import { readOrderCount } from '@/lib/orders/orders'
import type { OrderRefusalCode } from '@/lib/orders/place-order-failure'
import { type ActionResult, type CodedFailure, runValidated } from './validated-action'
import { PromoPreviewSchema } from './checkout-schema'
import { priceOrder } from './price-order'

/**
 * Checks a promo code against the signed-in shopper's bag before they place the order ('Apply' button), with
 * the same rules placeOrder applies: known code, first order only. Amounts in cents. A refusal has the code
 * placeOrder would give it and its reason in `fieldErrors.promoCode`.
 */
export type PromoPreviewResult = ActionResult<
  { appliedCode: string; subtotal: number; discount: number; shipping: number; total: number },
  CodedFailure<Extract<OrderRefusalCode, 'signed-out' | 'promo-refused'>>
>

export async function previewPromoCode(code: string): Promise<PromoPreviewResult> {
  return runValidated(PromoPreviewSchema, { code }, async (input): Promise<PromoPreviewResult> => {
    const uid = await currentUid()
    if (!uid) return { ok: false, code: 'signed-out', error: 'Please sign in to use a promo code.' }
    const lines = withCataloguePrices(await readCart(uid))
    const isFirstOrder = (await readOrderCount(adminDb(), uid)) === 0
    const pricing = priceOrder({ lines, promoCode: input.code, isFirstOrder })
    if (pricing.promoError) return refused(pricing.promoError)
    if (!pricing.appliedCode) return refused('Please enter a promo code.')
    const { subtotal, discount, shipping, total, appliedCode } = pricing
    return { ok: true, appliedCode, subtotal, discount, shipping, total }
  })
}

function refused(reason: string): PromoPreviewResult {
  return { ok: false, code: 'promo-refused', error: reason, fieldErrors: { promoCode: reason } }
}
