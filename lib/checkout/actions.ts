'use server'

import { readCart } from '@/lib/cart/cart-reads'
import { currentUid } from '@/lib/shopper/current-shopper'
import { adminDb } from '@/lib/firebase/admin'
import { withCataloguePrices } from '@/lib/orders/placing/order-cart'
import { readOrderCount } from '@/lib/orders/order-reads'
import type { PromoRefusal } from '@/lib/promo/promo-codes'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentAddressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { type ActionResult, runValidated } from '@/lib/forms/validated-action'
import { PromoPreviewSchema } from './checkout-schema'
import { priceOrder } from './price-order'

/**
 * Checks a promo code against the shopper's bag before they place the order ('Apply' button): a known code,
 * and for an account, its own first order. Whether a mobile or e-mail has ordered before is never looked up
 * here: that would tell anyone who typed a stranger's number whether she shops here. placeOrder decides the
 * first-order rule for every contact when the order is placed, and says so then. Amounts in cents. A refusal
 * has the code placeOrder would give it and its reason in `refusal`. Capped per address and per shopper, like
 * every action.
 */
export type PromoPreviewResult = ActionResult<
  { appliedCode: string; subtotal: number; discount: number; shipping: number; total: number },
  { code: 'promo-refused'; refusal: PromoRefusal } | { code: 'rate-limited' }
>

export async function previewPromoCode(code: string): Promise<PromoPreviewResult> {
  return runValidated(PromoPreviewSchema, { code }, async (input): Promise<PromoPreviewResult> => {
    const uid = await currentUid()
    const decisions = await Promise.all([
      limit(await currentAddressKey(), RATE_RULES.promoPreviewsPerAddress),
      ...(uid ? [limit({ kind: 'account', uid }, RATE_RULES.promoPreviewsPerShopper)] : []),
    ])
    if (decisions.some((decision) => !decision.ok)) return { ok: false, code: 'rate-limited' }
    const lines = withCataloguePrices(await readCart(uid))
    // A guest's first order is decided when it is placed (the claims on her mobile and e-mail).
    const isFirstOrder = uid ? (await readOrderCount(adminDb(), uid)) === 0 : true
    const pricing = priceOrder({ lines, promoCode: input.code, isFirstOrder })
    if (pricing.promoRefusal) return refused(pricing.promoRefusal)
    if (!pricing.appliedCode) return refused({ code: 'promo-empty' })
    const { subtotal, discount, shipping, total, appliedCode } = pricing
    return { ok: true, appliedCode, subtotal, discount, shipping, total }
  })
}

function refused(refusal: PromoRefusal): PromoPreviewResult {
  return { ok: false, code: 'promo-refused', refusal }
}
