import { z } from 'zod'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'
import { toLatinDigits } from '@/lib/format/latin-digits'
import { STAFF_NOTE_CHECK } from '@/lib/forms/printable-text'
import { CANCEL_REASONS, ORDER_STATUSES, RETURN_REASONS } from '@/lib/orders/lifecycle/transitions'
import { courierById, isTrackingNumberOf } from '@/lib/orders/shipping/couriers'

/** A back-office step as the form sends it (lib/staff/actions.ts; 'use server' files export only actions). */
const optionalText = (max: number, message: FieldErrorCode) => z.string().trim().max(max, message).optional()

const issue = (ctx: z.RefinementCtx, path: 'courier' | 'tracking', message: FieldErrorCode) =>
  ctx.addIssue({ code: 'custom', path: [path], message })

/**
 * Shipping names a courier from data/couriers.ts (its id is stored) and a tracking number in that courier's
 * format (lib/orders/shipping/couriers.ts), checked here on the server as well as shown as a hint in the
 * form: a number in the wrong format is refused before the order is touched.
 */
export const OrderStepSchema = z
  .object({
    orderId: z.string().min(1).max(100),
    to: z.enum(ORDER_STATUSES),
    courier: optionalText(60, 'courier-long'),
    // Read from a courier's slip, sometimes typed on an Urdu keyboard.
    tracking: z.string().trim().max(60, 'tracking-long').transform(toLatinDigits).optional(),
    note: z
      .string()
      .trim()
      .max(300, 'note-long')
      .refine(...STAFF_NOTE_CHECK)
      .optional(),
    requestId: z.string().min(1).max(100).optional(),
    // The status the form was drawn for (lib/orders/lifecycle/change-status.ts refuses a step on a stale page).
    from: z.enum(ORDER_STATUSES).optional(),
    returnReason: z.enum(RETURN_REASONS, { error: 'return-reason-missing' }).optional(),
    cancelReason: z.enum(CANCEL_REASONS, { error: 'cancel-reason-missing' }).optional(),
    // Undoing a delivery goes back to shipped with the shipment the order had: nothing to type.
    undo: z.literal('1').optional(),
  })
  .superRefine((step, ctx) => {
    if (step.to === 'returned' && !step.returnReason) {
      ctx.addIssue({ code: 'custom', path: ['returnReason'], message: 'return-reason-missing' })
    }
    // The shopper's e-mail says why: staff pick it, as for a parcel that came back.
    if (step.to === 'cancelled' && !step.cancelReason) {
      ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: 'cancel-reason-missing' })
    }
    if (step.to !== 'shipped' || step.undo) return
    if (!step.courier) issue(ctx, 'courier', 'courier-missing')
    else if (!courierById(step.courier)) issue(ctx, 'courier', 'courier-unknown')
    if (!step.tracking) issue(ctx, 'tracking', 'tracking-missing')
    else if (step.courier && courierById(step.courier) && !isTrackingNumberOf(step.courier, step.tracking))
      issue(ctx, 'tracking', 'tracking-format')
  })
