'use server'

import { refresh } from 'next/cache'
import { currentStaff } from '@/lib/auth/staff'
import { type ActionResult, formFields, runValidated } from '@/lib/checkout/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { NOT_STAFF, OrderStepSchema } from './order-step-schema'

export type OrderStepResult = ActionResult

/**
 * A back-office step on an order (confirm, ship, deliver, cancel). The staff claim is checked here, on the
 * server, from the verified session, whatever proxy.ts already decided; the transition itself is checked
 * inside the order's transaction. Repeating a step (a double click, two staff on one order) changes nothing.
 */
export async function changeOrderStepAction(
  _previous: OrderStepResult | null,
  formData: FormData,
): Promise<OrderStepResult> {
  return runValidated(OrderStepSchema, formFields(formData), async (input): Promise<OrderStepResult> => {
    const staff = await currentStaff()
    if (!staff) return { ok: false, error: NOT_STAFF }
    const outcome = await changeOrderStatus(adminDb(), {
      orderId: input.orderId,
      to: input.to,
      actor: { role: 'staff', uid: staff.uid },
      shipment: { courier: input.courier ?? '', tracking: input.tracking ?? '' },
      note: input.note,
      requestId: input.requestId,
    })
    if (!outcome.ok) {
      if (outcome.reason !== 'needs-shipment') return { ok: false, error: outcome.error }
      const fieldErrors: Record<string, string> = {}
      if (!input.courier) fieldErrors.courier = 'Please enter the courier.'
      if (!input.tracking) fieldErrors.tracking = 'Please enter the tracking number.'
      return { ok: false, error: outcome.error, fieldErrors }
    }
    refresh()
    return { ok: true }
  })
}
