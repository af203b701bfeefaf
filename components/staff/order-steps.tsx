'use client'

import { useActionState, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { CANCEL_REASON_WORDS, RETURN_REASON_WORDS, stepLabel } from '@/lib/orders/lifecycle/status-words'
import type { OrderStatus } from '@/lib/orders/lifecycle/transitions'
import { isUndoDelivered } from '@/lib/orders/lifecycle/undo-delivered'
import { changeOrderStepAction, type OrderStepResult } from '@/lib/staff/actions'
import { SubmitButton } from '@/components/ui/submit-button'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'
import { fieldMessage, formMessage } from '@/lib/i18n/form-message-texts'
import { ShipmentFields } from './shipment-fields'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

const input =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none aria-[invalid=true]:border-red-600'
const primary =
  'bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-5 text-sm font-semibold text-white disabled:opacity-60'
const secondary =
  'border-brand-700 text-brand-800 hover:bg-brand-50 min-h-11 rounded-full border px-5 text-sm font-semibold'

/**
 * The next allowed steps for one order, one form each (the server checks the staff claim and the
 * transition again). Shipping asks for the courier and tracking number (shipment-fields.tsx); cancelling asks to confirm and
 * asks why (the shopper's e-mail says it) and takes an optional note. Each form carries a request id made when it is shown, so a double click or a
 * retried request is one change; the page re-renders with the new status and steps.
 */
export function OrderSteps({
  orderId,
  from,
  steps,
}: {
  orderId: string
  from: OrderStatus
  steps: readonly OrderStatus[]
}) {
  return (
    <div className="space-y-4">
      {steps.map((to) => (
        <StepForm key={to} orderId={orderId} from={from} to={to} />
      ))}
    </div>
  )
}

function StepForm({ orderId, from, to }: { orderId: string; from: OrderStatus; to: OrderStatus }) {
  const undo = isUndoDelivered(from, to)
  // Toasted as the answer arrives: on success the refreshed page replaces this form with the next steps.
  const [state, action, pending] = useActionState<OrderStepResult | null, FormData>(
    async (previous, formData) => {
      const result = await changeOrderStepAction(previous, formData)
      if (result.ok) toast.success(`Order ${to}.`)
      return result
    },
    null,
  )
  const [requestId] = useState(() => crypto.randomUUID())
  const [confirming, setConfirming] = useState(false)

  if ((to === 'cancelled' || to === 'returned' || undo) && !confirming) {
    return (
      <button type="button" className={secondary} onClick={() => setConfirming(true)}>
        {stepLabel(to, from)}
      </button>
    )
  }
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  return (
    <form
      action={action}
      onSubmit={stopSubmitWhenOffline('en')}
      aria-label={stepLabel(to, from)}
      className="space-y-3"
    >
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="requestId" value={requestId} />
      {undo && <input type="hidden" name="undo" value="1" />}
      {to === 'shipped' && !undo && <ShipmentFields errors={errors} />}
      {undo && (
        <p className="text-ink font-medium">
          Was it not delivered after all? The order goes back to shipped, with its courier and tracking
          number.
        </p>
      )}
      {to === 'cancelled' && <CancelFields error={errors.cancelReason} noteError={errors.note} />}
      {to === 'returned' && <ReturnFields error={errors.returnReason} noteError={errors.note} />}
      {state && !state.ok && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {/* The back office is in English. */}
          {formMessage('en', state)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} className={primary}>
          {to === 'cancelled'
            ? 'Yes, cancel order'
            : to === 'returned'
              ? 'Yes, it came back'
              : undo
                ? 'Yes, undo delivered'
                : stepLabel(to, from)}
        </SubmitButton>
        {(to === 'cancelled' || to === 'returned' || undo) && (
          <button type="button" className={secondary} onClick={() => setConfirming(false)}>
            {to === 'cancelled' ? 'Keep order' : to === 'returned' ? 'Not returned' : 'Keep delivered'}
          </button>
        )}
      </div>
    </form>
  )
}

/** A shipped parcel that came back: why, for the shopper's e-mail and the mobile's record. */
function ReturnFields({ error, noteError }: { error?: FieldErrorCode; noteError?: FieldErrorCode }) {
  return (
    <>
      <p className="text-ink font-medium">
        Did the parcel come back? Its items go back into stock, unless it came back damaged.
      </p>
      <ReasonSelect name="returnReason" label="Why it came back" words={RETURN_REASON_WORDS} error={error} />
      <Field name="note" label="Note (optional, staff only)" error={noteError} />
    </>
  )
}

/** Cancelling: why, which the shopper's e-mail says, and a note only staff see. */
function CancelFields({ error, noteError }: { error?: FieldErrorCode; noteError?: FieldErrorCode }) {
  return (
    <>
      <p className="text-ink font-medium">Cancel this order? Its items go back into stock.</p>
      <ReasonSelect
        name="cancelReason"
        label="Why (the shopper's e-mail says it)"
        words={CANCEL_REASON_WORDS}
        error={error}
      />
      <Field name="note" label="Note (optional, staff only)" error={noteError} />
    </>
  )
}

function ReasonSelect<Reason extends string>({
  name,
  label,
  words,
  error,
}: {
  name: string
  label: string
  words: Record<Reason, string>
  error?: FieldErrorCode
}) {
  const id = `step-${name}`
  return (
    <div>
      <label htmlFor={id} className="text-ink mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      >
        <option value="" disabled>
          Choose a reason
        </option>
        {(Object.keys(words) as Reason[]).map((reason) => (
          <option key={reason} value={reason}>
            {words[reason].replace(/^./, (first) => first.toUpperCase())}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {fieldMessage('en', error)}
        </p>
      )}
    </div>
  )
}

function Field({ name, label, error }: { name: string; label: string; error?: FieldErrorCode }) {
  const id = `step-${name}`
  return (
    <div>
      <label htmlFor={id} className="text-ink mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        maxLength={name === 'note' ? 300 : 60}
        required={name !== 'note'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {fieldMessage('en', error)}
        </p>
      )}
    </div>
  )
}
