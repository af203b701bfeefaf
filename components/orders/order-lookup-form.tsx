'use client'

import { useActionState, useSyncExternalStore } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { TextField } from '@/components/ui/form-fields'
import { useFormValidation } from '@/components/ui/use-form-validation'
import { formMessage } from '@/lib/i18n/form-message-texts'
import { lookUpOrderAction } from '@/lib/orders/lookup/lookup-actions'
import { parseOrderNumber } from '@/lib/orders/order-number'
import { OrderLookupSchema } from '@/lib/orders/lookup/lookup-schema'
import { orderListTexts } from './order-list-texts'
import { SubmitButton } from '@/components/ui/submit-button'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

/**
 * The guest order lookup form. The server action checks everything (and counts every try); a match goes
 * straight to the order page, anything else comes back as one code that never says which half was wrong.
 * The browser checks the fields first with the same schema, like every other form (its messages, in the
 * page's language, by the fields; focus on the first wrong one), instead of the browser's own bubbles; the
 * form still works as a plain POST before its script has loaded.
 *
 * `?number=` (the confirmation links here with it) fills the order number when it can be one. It is read in
 * the browser once the page is hydrated, so the page stays static and its HTML already holds the whole form.
 */
export function OrderLookupForm() {
  const given = useSyncExternalStore(noSubscription, numberInAddress, () => null)
  const number = (given && parseOrderNumber(given)) ?? ''
  const locale = useLocale()
  const texts = orderListTexts[locale].lookup
  const [state, action, pending] = useActionState(lookUpOrderAction, null)
  const { errors: invalid, validate } = useFormValidation(OrderLookupSchema)
  const values = state && !state.ok ? state.values : undefined
  const answered = state && !state.ok ? state.fieldErrors : undefined
  // The browser's verdict on the last try, else the server's on the last submission.
  const fieldErrors = invalid ?? answered
  const stopWhenOffline = stopSubmitWhenOffline(locale)
  const formError = state && !state.ok && !answered && !invalid ? formMessage(locale, state) : null
  return (
    <form
      action={action}
      noValidate
      // A form the schema refuses is not sent (React runs no action for a prevented submit), nor one sent
      // offline, which says it needs a connection.
      onSubmit={(event) => {
        if (!validate(event.currentTarget)) event.preventDefault()
        else stopWhenOffline(event)
      }}
      aria-label={texts.form}
      className="space-y-4"
    >
      {formError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <TextField
        // A new answer refills the fields with what was typed (React resets a form after its action).
        key={`number-${values?.orderNumber ?? number}`}
        name="orderNumber"
        label={texts.number}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={40}
        placeholder="FT-3F2B9C1A"
        defaultValue={values?.orderNumber ?? number}
        hint={texts.numberHint}
        error={fieldErrors?.orderNumber}
      />
      <TextField
        key={`mobile-${values?.mobile ?? ''}`}
        name="mobile"
        label={texts.mobile}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        defaultValue={values?.mobile ?? ''}
        hint={texts.mobileHint}
        error={fieldErrors?.mobile}
      />
      <SubmitButton pending={pending} pendingLabel={texts.pending}>
        {texts.submit}
      </SubmitButton>
    </form>
  )
}

/** The address does not change under a mounted form: nothing to subscribe to. */
function noSubscription(): () => void {
  return () => {}
}

function numberInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('number')
}
