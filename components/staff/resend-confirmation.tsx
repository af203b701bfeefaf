'use client'

import { useActionState } from 'react'
import { toast } from '@/components/ui/toast'
import { SubmitButton } from '@/components/ui/submit-button'
import { resendConfirmationAction, type ResendResult } from '@/lib/staff/mail-actions'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

const secondary =
  'border-brand-700 text-brand-800 hover:bg-brand-50 mt-4 min-h-11 rounded-full border px-5 text-sm font-semibold disabled:opacity-60'

// The back office is in English.
const REFUSALS: Record<Extract<ResendResult, { ok: false }>['code'], string> = {
  'order-not-found': 'This order no longer exists.',
  'order-not-placed': 'This order is no longer waiting for confirmation.',
  'no-email': 'This order has no e-mail address.',
  'mail-cap-reached':
    'This address has had its e-mails for today. Call the shopper instead, or try tomorrow.',
  'not-staff': 'Only staff can do this. Sign in again.',
  'rate-limited': 'Too many e-mails resent in the last hour. Try again later.',
  'invalid-input': 'Something is wrong with this form. Reload the page.',
  unavailable: 'The shop could not reach its database. Try again in a moment.',
  unexpected: 'Something went wrong. Try again.',
}

/** Sends the order-received e-mail again, with a new 24-hour "Confirm my order" link. */
export function ResendConfirmation({ orderId }: { orderId: string }) {
  const [state, action, pending] = useActionState<ResendResult | null, FormData>(
    async (previous, formData) => {
      const result = await resendConfirmationAction(previous, formData)
      if (result.ok) toast.success('Confirmation e-mail queued, with a new 24-hour link.')
      return result
    },
    null,
  )
  return (
    <form action={action} onSubmit={stopSubmitWhenOffline('en')} aria-label="Resend confirmation e-mail">
      <input type="hidden" name="orderId" value={orderId} />
      {state && !state.ok && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {REFUSALS[state.code]}
        </p>
      )}
      <SubmitButton pending={pending} className={secondary}>
        Resend confirmation e-mail
      </SubmitButton>
    </form>
  )
}
