import { z } from 'zod'
import { AddressSchema } from './address-schema'
import { EMAIL_ERROR, normalizeEmail } from './email-address'
import { PAYMENT_METHOD_IDS, PAYMENT_UNAVAILABLE_MESSAGE } from './payment-methods'

/** A promo code as typed: checked against the real codes later, only its length here. */
export const PromoCodeInputSchema = z
  .string({ error: 'Please check the promo code.' })
  .max(40, 'Promo codes are at most 40 characters long.')

/** What the promo code preview ('Apply') sends. */
export const PromoPreviewSchema = z.object({ code: PromoCodeInputSchema })

/**
 * Everything the checkout form sends. Prices, totals and the shopper's identity are deliberately absent: the
 * server recomputes the first from the catalogue and takes the second from the session.
 */
export const PlaceOrderSchema = AddressSchema.extend({
  paymentMethod: z
    .enum(PAYMENT_METHOD_IDS, {
      error: 'Please choose how you will pay.',
    })
    .refine((method) => method === 'cod', PAYMENT_UNAVAILABLE_MESSAGE)
    .transform(() => 'cod' as const),
  promoCode: PromoCodeInputSchema.optional().default(''),
  /** A UUID the checkout page renders once, so a double click or a retried request makes one order. */
  idempotencyKey: z.uuid('This checkout form has expired. Please reload the page.'),
})
export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>

// Zod-free, so the browser's message table can quote it without loading zod (lib/checkout/email-address.ts).
export { EMAIL_ERROR, normalizeEmail } from './email-address'

/**
 * What a guest adds to the form: the e-mail for the receipt (an account's comes from the account). Stored
 * lower-cased, the form the first-order check and history linking compare.
 */
export const GuestContactSchema = z.object({
  email: z
    .string({ error: EMAIL_ERROR })
    .trim()
    .min(1, 'Please enter your e-mail address for the receipt.')
    .max(254, EMAIL_ERROR)
    .pipe(z.email(EMAIL_ERROR))
    .transform(normalizeEmail),
})

/**
 * A guest's delivery details: the address plus the e-mail. The checkout form checks them with this before
 * sending; placeOrder applies the same two schemas (AddressSchema within PlaceOrderSchema, then
 * GuestContactSchema).
 */
export const GuestDetailsSchema = AddressSchema.extend(GuestContactSchema.shape)
