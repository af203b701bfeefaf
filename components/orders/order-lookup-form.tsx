'use client'

import { useActionState } from 'react'
import { submitButtonClass, TextField } from '@/components/ui/form-fields'
import { MOBILE_HINT } from '@/lib/checkout/address-schema'
import { lookUpOrderAction } from '@/lib/orders/lookup-actions'

/**
 * The guest order lookup form. The server action checks everything (and counts every try); a match goes
 * straight to the order page, anything else comes back as one sentence that never says which half was wrong.
 */
export function OrderLookupForm({ number }: { number: string }) {
  const [state, action, pending] = useActionState(lookUpOrderAction, null)
  const values = state && !state.ok ? state.values : undefined
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined
  const formError = state && !state.ok && !fieldErrors ? state.error : null
  return (
    <form action={action} aria-label="Find your order" className="space-y-4">
      {formError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <TextField
        // A new answer refills the fields with what was typed (React resets a form after its action).
        key={`number-${values?.orderNumber ?? number}`}
        name="orderNumber"
        label="Order number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={40}
        placeholder="FT-3F2B9C1A"
        defaultValue={values?.orderNumber ?? number}
        hint="On your order confirmation, starting with FT-"
        error={fieldErrors?.orderNumber}
      />
      <TextField
        key={`mobile-${values?.mobile ?? ''}`}
        name="mobile"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        defaultValue={values?.mobile ?? ''}
        hint={`The one you gave with the order. ${MOBILE_HINT}`}
        error={fieldErrors?.mobile}
      />
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={submitButtonClass}>
        {pending ? 'Looking for your order…' : 'Find my order'}
      </button>
    </form>
  )
}
