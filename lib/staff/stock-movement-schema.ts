import { z } from 'zod'
import { STAFF_NOTE_CHECK } from '@/lib/forms/printable-text'
import { WRITE_OFF_REASONS } from '@/lib/stock/movement-kinds'

/**
 * A movement form on /staff/stock/{id}: its kind, a note (a supplier's delivery number, the stock-take's
 * name), a reason for a write-off, and one number field per variant named `v:{Colour|Size}`; a blank field
 * leaves that variant alone. The back office is English only: the form words the action's codes itself.
 */
export const MAX_UNITS_PER_MOVEMENT = 10_000

export const StockMovementSchema = z
  .object({
    productId: z.coerce.number().int().positive(),
    kind: z.enum(['receive', 'count', 'write-off']),
    note: z
      .string()
      .trim()
      .max(200)
      .refine(...STAFF_NOTE_CHECK)
      .default(''),
    reason: z.enum(WRITE_OFF_REASONS).optional(),
    // Drawn by the form for each set of figures typed: the same form sent twice moves the stock once.
    requestId: z.string().min(1).max(100).optional(),
    lines: z
      .array(
        z.object({ key: z.string().max(60), value: z.number().int().min(0).max(MAX_UNITS_PER_MOVEMENT) }),
      )
      .max(100),
  })
  .refine((movement) => movement.kind !== 'write-off' || movement.reason !== undefined, { path: ['reason'] })
export type StockMovementInput = z.infer<typeof StockMovementSchema>

/** The form's fields as the schema's input: `v:{key}` fields become lines, blanks are dropped. */
export function movementFromFields(fields: Record<string, string>): unknown {
  const lines = Object.entries(fields)
    .filter(([name, value]) => name.startsWith('v:') && value.trim() !== '')
    .map(([name, value]) => ({ key: name.slice(2), value: Number(value.trim()) }))
  return {
    productId: fields.productId,
    kind: fields.kind,
    note: fields.note ?? '',
    ...(fields.reason ? { reason: fields.reason } : {}),
    ...(fields.requestId ? { requestId: fields.requestId } : {}),
    lines,
  }
}
