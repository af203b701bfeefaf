'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { currentUid } from '@/lib/shopper/current-shopper'
import { guestId } from '@/lib/shopper/write-limit'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { limit } from '@/lib/rate-limit/rate-limit'
import { type LimitMessage, RATE_RULES } from '@/lib/rate-limit/rules'
import { provenOrderIds } from '@/lib/orders/proof/order-proof-cookie'
import { refreshAvailability } from '@/lib/stock/refresh-availability'
import { changeOrderStatus, type StatusRefusal } from './change-status'

const CancelOrderSchema = z.object({
  orderId: z.string().min(1).max(100),
  // One per press of the confirm button (the client makes it), so a retried request cancels once.
  requestId: z.string().min(1).max(100).optional(),
})

export type CancelOrderResult = ActionResult<object, StatusRefusal | LimitMessage>

/**
 * The shopper cancels their own order while it is placed or confirmed; the stock goes back in the same
 * transaction (lib/orders/lifecycle/change-status.ts). Who they are comes from the verified session and the
 * signed proof cookie only (a guest cancels a guest order their browser placed or looked up), and an order
 * that is not theirs is "not found", like one that does not exist. Counted per account, or per guest cookie.
 * For useActionState: `const [state, action] = useActionState(cancelOrderAction, null)`.
 */
export async function cancelOrderAction(
  _previous: CancelOrderResult | null,
  formData: FormData,
): Promise<CancelOrderResult> {
  return runValidated(CancelOrderSchema, formFields(formData), async (input): Promise<CancelOrderResult> => {
    const uid = await currentUid()
    const counted = uid
      ? ({ kind: 'account', uid } as const)
      : ({ kind: 'guest', id: await guestId() } as const)
    const allowed = await limit(counted, RATE_RULES.orderCancelsPerShopper)
    if (!allowed.ok) return { ok: false, code: 'too-many-changes' }
    const outcome = await changeOrderStatus(adminDb(), {
      orderId: input.orderId,
      to: 'cancelled',
      actor: { role: 'shopper', uid, provenOrderIds: await provenOrderIds() },
      requestId: input.requestId,
    })
    if (!outcome.ok) return outcome
    // The order page and the account's history show the new status straight away, and a product whose
    // stock came back from none or from its last few units says so on its page.
    refresh()
    refreshAvailability(outcome.stockMoves)
    return { ok: true }
  })
}
