'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { currentStaff } from '@/lib/auth/staff'
import { adminDb } from '@/lib/firebase/admin'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { refreshAvailability } from '@/lib/stock/refresh-availability'
import { type MovementRefusal, moveStock, type StaffMovement } from '@/lib/stock/staff-movements'
import { backInStockHooks } from '@/lib/stock/back-in-stock/back-in-stock-hooks'
import { movementFromFields, type StockMovementInput, StockMovementSchema } from './stock-movement-schema'
import { applyStockTake, previewStockTake, type StockTakeApplied, type StockTakePreview } from './stock-take'

export type StockMovementResult = ActionResult<
  { moved: number; told: number },
  MovementRefusal | { code: 'not-staff' }
>

/**
 * A receipt, a count or a write-off from /staff/stock/{id}: the staff claim checked again here, from the
 * verified session, then ONE transaction for the product (lib/stock/staff-movements.ts), whose ledger lines
 * name the staff member. A receipt that brings a sold-out size back queues the "tell me when it's back"
 * mails in that same transaction. Cached product pages whose availability changed are refreshed.
 */
export async function stockMovementAction(
  _previous: StockMovementResult | null,
  formData: FormData,
): Promise<StockMovementResult> {
  return runValidated(
    StockMovementSchema,
    movementFromFields(formFields(formData)),
    async (input): Promise<StockMovementResult> => {
      const staff = await currentStaff()
      if (!staff) return { ok: false, code: 'not-staff' }
      const hooks = backInStockHooks(adminDb(), new Date())
      const outcome = await moveStock(
        adminDb(),
        toMovement(input),
        { uid: staff.uid, role: 'staff', email: staff.email },
        new Date(),
        hooks,
      )
      if (!outcome.ok) return outcome
      refresh()
      refreshAvailability([outcome.move])
      hooks.afterCommit()
      return { ok: true, moved: outcome.moved.length, told: hooks.told() }
    },
  )
}

function toMovement(input: StockMovementInput): StaffMovement {
  const base = {
    productId: input.productId,
    note: input.note,
    ...(input.requestId ? { requestId: input.requestId } : {}),
  }
  if (input.kind === 'count') {
    return {
      ...base,
      kind: 'count',
      lines: input.lines.map((line) => ({ key: line.key, counted: line.value })),
    }
  }
  const lines = input.lines
    .filter((line) => line.value > 0)
    .map((line) => ({ key: line.key, quantity: line.value }))
  if (input.kind === 'receive') return { ...base, kind: 'receive', lines }
  return { ...base, kind: 'write-off', lines, reason: input.reason ?? 'other' }
}

/** The largest stock-take file the back office takes (a few thousand lines). */
const MAX_STOCK_TAKE_BYTES = 200_000

async function stockTakeText(formData: FormData): Promise<string | null> {
  // A server action is a public endpoint: what arrives in place of the form may be anything at all.
  if (!(formData instanceof FormData)) return null
  const file = formData.get('file')
  if (file instanceof File && file.size > 0) {
    return file.size > MAX_STOCK_TAKE_BYTES ? null : await file.text()
  }
  const text = formData.get('csv')
  return typeof text === 'string' && text.length <= MAX_STOCK_TAKE_BYTES ? text : null
}

export type StockTakeResult =
  | { ok: true; preview: StockTakePreview; csv: string }
  | { ok: true; applied: number; stale: StockTakeApplied['stale'] }
  | { ok: false; code: 'not-staff' | 'too-large' | 'unavailable' }

/**
 * The stock-take upload: `intent=preview` parses the file and compares it with the live figures, writing
 * nothing (the CSV comes back, so "Apply" sends exactly what was previewed); `intent=apply` applies every
 * line that parses, one count transaction per product (lib/staff/stock-take.ts).
 */
export async function stockTakeAction(
  _previous: StockTakeResult | null,
  formData: FormData,
): Promise<StockTakeResult> {
  const staff = await currentStaff()
  if (!staff) return { ok: false, code: 'not-staff' }
  const csv = await stockTakeText(formData)
  if (csv === null) return { ok: false, code: 'too-large' }
  try {
    if (formData.get('intent') === 'apply') {
      // Line breaks and the characters that reorder text (a "DN-1234" shown backwards in the ledger) go.
      const note =
        String(formData.get('note') ?? '')
          .replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, ' ')
          .trim()
          .slice(0, 200) || 'Stock-take'
      const result = await applyStockTake(
        adminDb(),
        csv,
        { uid: staff.uid, role: 'staff', email: staff.email },
        note,
        new Date(),
        previewedShelves(formData.get('shelves')),
      )
      refresh()
      refreshAvailability(result.moves)
      return { ok: true, applied: result.changed, stale: result.stale }
    }
    return { ok: true, preview: await previewStockTake(adminDb(), csv), csv }
  } catch (error) {
    console.error('[stock] stock-take failed', error)
    return { ok: false, code: 'unavailable' }
  }
}

const PreviewedShelves = z.record(z.string().max(200), z.number().int().nonnegative())

/** The shelf figures the preview showed, as its Apply form sends them back; none when missing or malformed. */
function previewedShelves(value: FormDataEntryValue | null): Record<string, number> {
  if (typeof value !== 'string' || value.length > MAX_STOCK_TAKE_BYTES) return {}
  try {
    const parsed = PreviewedShelves.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}
