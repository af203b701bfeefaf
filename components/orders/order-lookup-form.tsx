'use client'

import { useActionState } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { submitButtonClass, TextField } from '@/components/ui/form-fields'
import { translateFormMessage } from '@/lib/i18n/form-message-texts'
import { lookUpOrderAction } from '@/lib/orders/lookup-actions'
import { orderListTexts } from './order-list-texts'

/**
 * The guest order lookup form. The server action checks everything (and counts every try); a match goes
 * straight to the order page, anything else comes back as one sentence that never says which half was wrong.
 */
export function OrderLookupForm({ number }: { number: string }) {
  const locale = useLocale()
  const texts = orderListTexts[locale].lookup
  const [state, action, pending] = useActionState(lookUpOrderAction, null)
  const values = state && !state.ok ? state.values : undefined
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined
  const formError = state && !state.ok && !fieldErrors ? translateFormMessage(locale, state.error) : null
  return (
    <form action={action} aria-label={texts.form} className="space-y-4">
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
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={submitButtonClass}>
        {pending ? texts.pending : texts.submit}
      </button>
    </form>
  )
}
