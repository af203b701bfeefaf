'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { currentStaff } from '@/lib/auth/staff'
import { type ActionResult, formFields, runValidated } from '@/lib/checkout/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { changeOrderStatus } from '@/lib/orders/lifecycle/change-status'
import { ORDER_STATUSES } from '@/lib/orders/lifecycle/transitions'

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional()

export const OrderStepSchema = z.object({
  orderId: z.string().min(1).max(100),
  to: z.enum(ORDER_STATUSES),
  courier: optionalText(60, 'Courier names are at most 60 characters.'),
  tracking: optionalText(60, 'Tracking numbers are at most 60 characters.'),
  note: optionalText(300, 'Notes are at most 300 characters.'),
  requestId: z.string().min(1).max(100).optional(),
})

export type OrderStepResult = ActionResult

export const NOT_STAFF = 'Only Fatin staff can change orders. Please sign in with your staff account.'

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
