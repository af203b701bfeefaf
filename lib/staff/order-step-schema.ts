import { z } from 'zod'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'
import { ORDER_STATUSES } from '@/lib/orders/lifecycle/transitions'

/** A back-office step as the form sends it (lib/staff/actions.ts; 'use server' files export only actions). */
const optionalText = (max: number, message: FieldErrorCode) => z.string().trim().max(max, message).optional()

export const OrderStepSchema = z.object({
  orderId: z.string().min(1).max(100),
  to: z.enum(ORDER_STATUSES),
  courier: optionalText(60, 'courier-long'),
  tracking: optionalText(60, 'tracking-long'),
  note: optionalText(300, 'note-long'),
  requestId: z.string().min(1).max(100).optional(),
})
