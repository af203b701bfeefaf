'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { currentUid } from '@/lib/cart/shopper'
import { type ActionResult, formFields, runValidated } from '@/lib/checkout/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { limit } from '@/lib/rate-limit/rate-limit'
import { RATE_RULES, TOO_MANY_CHANGES } from '@/lib/rate-limit/rules'
import { changeOrderStatus } from './change-status'

const CancelOrderSchema = z.object({
  orderId: z.string().min(1).max(100),
  // One per press of the confirm button (the client makes it), so a retried request cancels once.
  requestId: z.string().min(1).max(100).optional(),
})

export type CancelOrderResult = ActionResult

/**
 * The shopper cancels their own order while it is placed or confirmed; the stock goes back in the same
 * transaction (lib/orders/lifecycle/change-status.ts). The uid comes from the verified session only, and
 * an order that is not theirs is "not found", like one that does not exist. Counted per account.
 * For useActionState: `const [state, action] = useActionState(cancelOrderAction, null)`.
 */
export async function cancelOrderAction(
  _previous: CancelOrderResult | null,
  formData: FormData,
): Promise<CancelOrderResult> {
  return runValidated(CancelOrderSchema, formFields(formData), async (input): Promise<CancelOrderResult> => {
    const uid = await currentUid()
    if (!uid) return { ok: false, error: 'Please sign in to cancel your order.' }
    const allowed = await limit({ kind: 'account', uid }, RATE_RULES.orderCancelsPerAccount)
    if (!allowed.ok) return { ok: false, error: TOO_MANY_CHANGES }
    const outcome = await changeOrderStatus(adminDb(), {
      orderId: input.orderId,
      to: 'cancelled',
      actor: { role: 'shopper', uid },
      requestId: input.requestId,
    })
    if (!outcome.ok) return { ok: false, error: outcome.error }
    // The order page and the account's history show the new status straight away.
    refresh()
    return { ok: true }
  })
}
