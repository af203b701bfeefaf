'use server'

import { refresh } from 'next/cache'
import { currentStaff } from '@/lib/auth/staff'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { refreshAvailability } from '@/lib/stock/refresh-availability'
import { changeOrderStatus, type StatusRefusal } from '@/lib/orders/lifecycle/change-status'
import type { FieldErrors } from '@/lib/forms/field-errors'
import { normaliseTracking } from '@/lib/orders/shipping/couriers'
import { OrderStepSchema } from './order-step-schema'

export type OrderStepResult = ActionResult<object, StatusRefusal | { code: 'not-staff' }>

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
    if (!staff) return { ok: false, code: 'not-staff' }
    const outcome = await changeOrderStatus(adminDb(), {
      orderId: input.orderId,
      to: input.to,
      actor: { role: 'staff', uid: staff.uid },
      // The schema checked the number against the courier's format; it is stored as the courier prints it.
      // An undo sends none: the order's own shipment comes back, and an order that was never delivered
      // cannot be "undone" into shipped with unchecked words.
      ...(input.undo
        ? {}
        : { shipment: { courier: input.courier ?? '', tracking: normaliseTracking(input.tracking ?? '') } }),
      note: input.note,
      ...(input.returnReason ? { returnReason: input.returnReason } : {}),
      ...(input.cancelReason ? { cancelReason: input.cancelReason } : {}),
      requestId: input.requestId,
      ...(input.from ? { from: input.from } : {}),
    })
    if (!outcome.ok) {
      if (outcome.reason !== 'needs-shipment') return outcome
      const fieldErrors: FieldErrors = {}
      if (!input.courier) fieldErrors.courier = 'courier-missing'
      if (!input.tracking) fieldErrors.tracking = 'tracking-missing'
      return { ...outcome, fieldErrors }
    }
    refresh()
    // A cancellation or a returned parcel gives stock back: a product's page may be in stock again.
    refreshAvailability(outcome.stockMoves)
    return { ok: true }
  })
}
