'use server'

import { redirect } from 'next/navigation'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentAddressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { OrderLookupSchema } from './lookup-schema'
import { findGuestOrder } from './order-lookup'
import type { LookupRefusal } from './order-lookup-messages'
import { proveOrder } from '@/lib/orders/proof/order-proof-cookie'

export type LookupResult = ActionResult<object, LookupRefusal>

/**
 * The guest order lookup: order number + mobile number. Every try counts against the client's address
 * (RATE_RULES.orderLookupsPerAddress) and against the order number, whoever asks
 * (RATE_RULES.orderLookupsPerNumber), before anything is read, so guessing is slow from anywhere. A wrong
 * number and a wrong mobile get the same code (and, like every action answer, the same status). On a
 * match the order joins this browser's proof cookie and the shopper goes to /orders/{id}.
 */
export async function lookUpOrderAction(
  _previous: LookupResult | null,
  formData: FormData,
): Promise<LookupResult> {
  const fields = formFields(formData)
  const result = await runValidated(OrderLookupSchema, fields, async (input): Promise<LookupResult> => {
    const allowed = await limit(await currentAddressKey(), RATE_RULES.orderLookupsPerAddress)
    if (!allowed.ok) return { ok: false, code: 'too-many-lookups' }
    const forNumber = await limit(
      { kind: 'order-number', number: input.orderNumber },
      RATE_RULES.orderLookupsPerNumber,
    )
    if (!forNumber.ok) return { ok: false, code: 'too-many-lookups' }
    const orderId = await findGuestOrder(adminDb(), input.orderNumber, input.mobile)
    if (!orderId) return { ok: false, code: 'order-not-found' }
    await proveOrder(orderId, 'lookup')
    redirect(`/orders/${orderId}`)
  })
  return result.ok
    ? result
    : { ...result, values: { orderNumber: fields.orderNumber ?? '', mobile: fields.mobile ?? '' } }
}
