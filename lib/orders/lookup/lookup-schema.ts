import { z } from 'zod'
import { AddressSchema } from '@/lib/checkout/address-schema'
import { ORDER_NUMBER_ERROR } from './order-lookup-messages'
import { parseOrderNumber } from '@/lib/orders/order-number'

// In order-lookup-messages.ts, zod-free, so the browser's message table can quote it without loading zod.
export { ORDER_NUMBER_ERROR } from './order-lookup-messages'

/** The order lookup form (/orders/lookup), in the browser and in the action. */
export const OrderLookupSchema = z.object({
  orderNumber: z
    .string({ error: ORDER_NUMBER_ERROR })
    .max(40, ORDER_NUMBER_ERROR)
    .transform((value, context) => {
      const number = parseOrderNumber(value)
      if (number === null) {
        context.addIssue({ code: 'custom', message: ORDER_NUMBER_ERROR })
        return z.NEVER
      }
      return number
    }),
  mobile: AddressSchema.shape.mobile,
})
