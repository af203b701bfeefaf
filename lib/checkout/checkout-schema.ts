import { z } from 'zod'
import { AddressSchema } from './address-schema'
import { normalizeEmail } from './email-address'
import { PAYMENT_METHOD_IDS } from './payment-methods'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'

/** A promo code as typed: checked against the real codes later, only its length here. */
export const PromoCodeInputSchema = z.string({ error: 'promo-invalid' }).max(40, 'promo-long')

/** What the promo code preview ('Apply') sends. */
export const PromoPreviewSchema = z.object({ code: PromoCodeInputSchema })

/**
 * Everything the checkout form sends. Prices, totals and the shopper's identity are deliberately absent: the
 * server recomputes the first from the catalogue and takes the second from the session.
 */
export const PlaceOrderSchema = AddressSchema.extend({
  paymentMethod: z
    .enum(PAYMENT_METHOD_IDS, {
      error: 'payment-missing',
    })
    .refine((method) => method === 'cod', 'payment-unavailable')
    .transform(() => 'cod' as const),
  promoCode: PromoCodeInputSchema.optional().default(''),
  /** A UUID the checkout page renders once, so a double click or a retried request makes one order. */
  idempotencyKey: z.uuid('form-expired'),
  /** The checkout page's language, so the order's e-mails are in it; English if missing or unknown. */
  language: z.enum(LOCALES).catch(DEFAULT_LOCALE),
})
export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>

export { normalizeEmail } from './email-address'

/**
 * What a guest adds to the form: the e-mail for the receipt (an account's comes from the account). Stored
 * lower-cased, the form the first-order check and history linking compare.
 */
export const GuestContactSchema = z.object({
  email: z
    .string({ error: 'receipt-email-invalid' })
    .trim()
    .min(1, 'receipt-email-empty')
    .max(254, 'receipt-email-invalid')
    .pipe(z.email('receipt-email-invalid'))
    .transform(normalizeEmail),
})

/**
 * A guest's delivery details: the address plus the e-mail. The checkout form checks them with this before
 * sending; placeOrder applies the same two schemas (AddressSchema within PlaceOrderSchema, then
 * GuestContactSchema).
 */
export const GuestDetailsSchema = AddressSchema.extend(GuestContactSchema.shape)
