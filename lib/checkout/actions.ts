'use server'

import { z } from 'zod'
import { readCart } from '@/lib/cart/cart-store'
import { currentUid } from '@/lib/shopper/current-shopper'
import { adminDb } from '@/lib/firebase/admin'
import { withCataloguePrices } from '@/lib/orders/placing/order-cart'
import { isContactClaimed } from '@/lib/orders/placing/first-order-claims'
import { readOrderCount } from '@/lib/orders/orders'
import type { PromoRefusal } from '@/lib/promo/promo-codes'
import { normalizePakistaniMobile } from './address-schema'
import { type ActionResult, runValidated } from './validated-action'
import { normalizeEmail, PromoPreviewSchema } from './checkout-schema'
import { priceOrder } from './price-order'

/**
 * Checks a promo code against the shopper's bag before they place the order ('Apply' button), with the same
 * rules placeOrder applies: known code, first order only. For a guest, "first" means the mobile and e-mail
 * typed so far have not ordered before (blank or half-typed ones are not checked yet: placeOrder checks them
 * again when the order is placed). Amounts in cents. A refusal has the code placeOrder would give it and its
 * reason in `refusal`.
 */
export type PromoPreviewResult = ActionResult<
  { appliedCode: string; subtotal: number; discount: number; shipping: number; total: number },
  { code: 'promo-refused'; refusal: PromoRefusal }
>

/** What a guest has typed so far, as is: checked only when it is a whole mobile number or e-mail. */
const GuestContactPreviewSchema = z.object({
  mobile: z.string().max(40).optional().default(''),
  email: z.string().max(254).optional().default(''),
})

export async function previewPromoCode(
  code: string,
  guest?: { mobile?: string; email?: string },
): Promise<PromoPreviewResult> {
  // A server action's arguments are untrusted: whatever arrives instead of `guest` is read as nothing typed.
  const typed = typeof guest === 'object' && guest !== null ? guest : {}
  return runValidated(
    PromoPreviewSchema.extend(GuestContactPreviewSchema.shape),
    { code, mobile: typed.mobile, email: typed.email },
    async (input): Promise<PromoPreviewResult> => {
      const uid = await currentUid()
      const lines = withCataloguePrices(await readCart(uid))
      const isFirstOrder = uid
        ? (await readOrderCount(adminDb(), uid)) === 0
        : !(await isContactClaimed(adminDb(), {
            mobile: normalizePakistaniMobile(input.mobile) ?? '',
            email: z.email().safeParse(input.email.trim()).success ? normalizeEmail(input.email) : '',
          }))
      const pricing = priceOrder({ lines, promoCode: input.code, isFirstOrder })
      if (pricing.promoRefusal) return refused(pricing.promoRefusal)
      if (!pricing.appliedCode) return refused({ code: 'promo-empty' })
      const { subtotal, discount, shipping, total, appliedCode } = pricing
      return { ok: true, appliedCode, subtotal, discount, shipping, total }
    },
  )
}

function refused(refusal: PromoRefusal): PromoPreviewResult {
  return { ok: false, code: 'promo-refused', refusal }
}
