import { z } from 'zod'
import { AddressSchema } from './address-schema'
import { PAYMENT_METHOD_IDS, PAYMENT_UNAVAILABLE_MESSAGE } from './payment-methods'

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
  promoCode: z.string().max(40).optional().default(''),
  /** A UUID the checkout page renders once, so a double click or a retried request makes one order. */
  idempotencyKey: z.uuid('This checkout form has expired. Please reload the page.'),
})
export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>
