'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { currentStaff } from '@/lib/auth/staff'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { resendConfirmation, type ResendOutcome } from '@/lib/mail/resend-confirmation'
import { limit } from '@/lib/rate-limit/rate-limit'
import { RATE_RULES } from '@/lib/rate-limit/rules'

type ResendRefusal = Extract<ResendOutcome, { ok: false }>['code'] | 'not-staff' | 'rate-limited'

export type ResendResult = ActionResult<object, { code: ResendRefusal }>

const ResendSchema = z.object({ orderId: z.string().min(1).max(100) })

/**
 * "Resend confirmation e-mail" on the staff order page: a fresh order-received e-mail with a new 24-hour
 * "Confirm my order" link, while the order is still waiting ('placed'). Staff only, checked here from the
 * verified session; counted per staff account (RATE_RULES.confirmationResendsPerStaff), since each press
 * sends an e-mail to a shopper.
 */
export async function resendConfirmationAction(
  _previous: ResendResult | null,
  formData: FormData,
): Promise<ResendResult> {
  return runValidated(ResendSchema, formFields(formData), async ({ orderId }): Promise<ResendResult> => {
    const staff = await currentStaff()
    if (!staff) return { ok: false, code: 'not-staff' }
    const allowed = await limit({ kind: 'account', uid: staff.uid }, RATE_RULES.confirmationResendsPerStaff)
    if (!allowed.ok) return { ok: false, code: 'rate-limited' }
    const outcome = await resendConfirmation(adminDb(), orderId)
    if (!outcome.ok) return { ok: false, code: outcome.code }
    refresh()
    return { ok: true }
  })
}
