import { z } from 'zod'
import { ORDER_STATUSES } from '@/lib/orders/lifecycle/transitions'

/** A back-office step as the form sends it (lib/staff/actions.ts; 'use server' files export only actions). */
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional()

export const OrderStepSchema = z.object({
  orderId: z.string().min(1).max(100),
  to: z.enum(ORDER_STATUSES),
  courier: optionalText(60, 'Courier names are at most 60 characters.'),
  tracking: optionalText(60, 'Tracking numbers are at most 60 characters.'),
  note: optionalText(300, 'Notes are at most 300 characters.'),
  requestId: z.string().min(1).max(100).optional(),
})

export const NOT_STAFF = 'Only Fatin staff can change orders. Please sign in with your staff account.'
