'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentAddressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { currentUid } from '@/lib/shopper/current-shopper'
import { guestId } from '@/lib/shopper/write-limit'
import type { ConfirmMessage } from './confirm-messages'
import { confirmOrderAsShopper, confirmOrderByLink } from './confirm-order'
import { accountEmailVerified } from './confirming-account'

type Done = Extract<ConfirmMessage, { code: 'confirm-done' }>

/** Confirmed now (with the time recorded), or why not, as a code; every refusal changed nothing. */
export type ConfirmResult = ActionResult<Done, Exclude<ConfirmMessage, Done>>

function asResult(message: ConfirmMessage): ConfirmResult {
  return message.code === 'confirm-done' ? { ok: true, ...message } : { ok: false, ...message }
}

const LinkSchema = z.object({ token: z.string().min(1).max(200) })

/**
 * "Confirm my order" on the e-mail link's page (/orders/confirm/{token}): the signed token is the whole
 * proof, so it works signed out and in any browser. Counted per client address before anything is read.
 * For useActionState; the page's form also works without JavaScript.
 */
export async function confirmByLinkAction(
  _previous: ConfirmResult | null,
  formData: FormData,
): Promise<ConfirmResult> {
  return runValidated(LinkSchema, formFields(formData), async ({ token }): Promise<ConfirmResult> => {
    const allowed = await limit(await currentAddressKey(), RATE_RULES.confirmLinksPerAddress)
    if (!allowed.ok) return { ok: false, code: 'confirm-too-many' }
    return asResult(await confirmOrderByLink(adminDb(), orderProofSecret(), token, new Date()))
  })
}

const OrderSchema = z.object({ orderId: z.string().min(1).max(100) })

/**
 * "Confirm my order" on the order page, for the signed-in owner whose e-mail address is verified
 * (confirming-account.ts, asked once the press is counted); a guest, or an account not yet verified, confirms from the e-mail's link, and
 * the page says so instead of showing the button. Counted per account or guest cookie. The page re-renders
 * with "Confirmed by you" in its history.
 */
export async function confirmOnOrderPageAction(
  _previous: ConfirmResult | null,
  formData: FormData,
): Promise<ConfirmResult> {
  return runValidated(OrderSchema, formFields(formData), async ({ orderId }): Promise<ConfirmResult> => {
    const uid = await currentUid()
    const counted = uid
      ? ({ kind: 'account', uid } as const)
      : ({ kind: 'guest', id: await guestId() } as const)
    const allowed = await limit(counted, RATE_RULES.orderConfirmsPerShopper)
    if (!allowed.ok) return { ok: false, code: 'confirm-too-many' }
    const accountVerified = uid ? await accountEmailVerified(uid) : false
    const actor = { role: 'shopper', uid, accountEmailVerified: accountVerified } as const
    const result = asResult(await confirmOrderAsShopper(adminDb(), orderId, actor, new Date()))
    if (result.ok) refresh()
    return result
  })
}
