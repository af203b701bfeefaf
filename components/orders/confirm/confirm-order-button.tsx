'use client'

import { useActionState } from 'react'
import { primaryButton } from '@/components/content/button-styles'
import { useLocale } from '@/components/i18n/locale-context'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/toast'
import { confirmAnswerOf, confirmDetailTexts, confirmTitleTexts } from '@/lib/i18n/confirm-message-texts'
import { wordsFor } from '@/lib/i18n/messages'
import { confirmOnOrderPageAction, type ConfirmResult } from '@/lib/orders/confirmation/confirm-actions'
import { confirmTexts } from './confirm-texts'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

/**
 * "Confirm my order" on the order page while it is placed, for its owner or the guest browser holding its
 * proof. On success the server refreshes the page, which then shows "Confirmed by you" in its history and no
 * longer renders this form; a refusal (the order moved on meanwhile) is said where the button was.
 */
export function ConfirmOrderButton({ orderId }: { orderId: string }) {
  const locale = useLocale()
  const texts = confirmTexts[locale]
  // Toasted as the answer arrives: on success the refreshed page no longer renders this form.
  const [state, action, pending] = useActionState<ConfirmResult | null, FormData>(
    async (previous, formData) => {
      const result = await confirmOnOrderPageAction(previous, formData)
      if (result.ok) toast.success(wordsFor(confirmTitleTexts[locale], confirmAnswerOf(result)))
      return result
    },
    null,
  )
  return (
    <form
      action={action}
      onSubmit={stopSubmitWhenOffline(locale)}
      aria-label={texts.region}
      className="border-brand-200 bg-brand-50/60 rounded-2xl border p-4"
    >
      <input type="hidden" name="orderId" value={orderId} />
      <p className="text-ink/80 text-sm">{texts.orderPageLead}</p>
      {state && !state.ok && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {wordsFor(confirmTitleTexts[locale], confirmAnswerOf(state))}{' '}
          {wordsFor(confirmDetailTexts[locale], confirmAnswerOf(state))}
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel={texts.confirming} className={`${primaryButton} mt-3`}>
        {texts.button}
      </SubmitButton>
    </form>
  )
}
