'use client'

import { useActionState, useState } from 'react'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import { useLocale } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import { formMessage } from '@/lib/i18n/form-message-texts'
import { cancelOrderAction, type CancelOrderResult } from '@/lib/orders/lifecycle/shopper-actions'
import { orderTexts } from './order-texts'
import { SubmitButton } from '@/components/ui/submit-button'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

/**
 * "Cancel order" with a confirm step, shown while the order is placed or confirmed. The server decides
 * again whether the order may still be cancelled (staff may have shipped it meanwhile) and re-renders the
 * page with its new status; the request id makes a repeated press one cancellation.
 */
export function CancelOrder({ orderId }: { orderId: string }) {
  const locale = useLocale()
  const texts = orderTexts[locale].cancel
  // The toast is raised as the answer arrives: on success the refreshed page no longer renders this button,
  // so an effect after the state change would never run.
  const [state, action, pending] = useActionState<CancelOrderResult | null, FormData>(
    async (previous, formData) => {
      const result = await cancelOrderAction(previous, formData)
      if (result.ok) toast.success(texts.done)
      // The action answers a code (lib/orders/lifecycle/status-change-messages.ts): worded in the page's language.
      else toast.error(formMessage(locale, result))
      return result
    },
    null,
  )
  const [confirming, setConfirming] = useState(false)
  const [requestId, setRequestId] = useState('')

  if (!confirming) {
    return (
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          setRequestId(crypto.randomUUID())
          setConfirming(true)
        }}
      >
        {texts.button}
      </button>
    )
  }
  return (
    <form
      action={action}
      onSubmit={stopSubmitWhenOffline(locale)}
      aria-label={texts.region}
      className="border-brand-200 bg-brand-50/60 rounded-2xl border p-4 text-start"
    >
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="requestId" value={requestId} />
      <p className="text-ink font-medium">{texts.question}</p>
      <p className="text-ink/75 mt-1 text-sm">{texts.lead}</p>
      {state && !state.ok && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {formMessage(locale, state)}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <SubmitButton pending={pending} pendingLabel={texts.cancelling} className={primaryButton}>
          {texts.confirm}
        </SubmitButton>
        <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
          {texts.keep}
        </button>
      </div>
    </form>
  )
}
