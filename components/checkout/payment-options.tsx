import { useLocale } from '@/components/i18n/locale-context'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'
import { fieldMessage } from '@/lib/i18n/form-message-texts'
import { checkoutTexts } from './checkout-texts'
import { PAYMENT_METHODS } from '@/lib/checkout/payment-methods'

/**
 * The payment radio group. Cash on delivery is the one method that works; the footer's other methods are
 * listed disabled with 'Coming soon', so nobody is led to think they can pay by card today.
 */
export function PaymentOptions({ error }: { error?: FieldErrorCode }) {
  const locale = useLocale()
  const texts = checkoutTexts[locale].payment
  return (
    <fieldset aria-describedby={error ? 'payment-error' : undefined}>
      <legend className="font-display text-brand-900 text-xl">{texts.legend}</legend>
      <div className="mt-4 space-y-2">
        {PAYMENT_METHODS.map((method) => {
          const noteId = `payment-${method.id}-note`
          return (
            <label
              key={method.id}
              className={
                method.available
                  ? 'border-brand-600 bg-brand-50/60 has-focus-visible:outline-brand-600 flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 p-4 has-focus-visible:outline-2 has-focus-visible:outline-offset-2'
                  : 'border-brand-100 text-ink/55 flex min-h-12 cursor-not-allowed items-center gap-3 rounded-xl border bg-white px-4 py-3'
              }
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method.id}
                defaultChecked={method.id === 'cod'}
                disabled={!method.available}
                aria-describedby={noteId}
                className="accent-brand-700 mt-0.5 size-5 shrink-0"
              />
              <span className="min-w-0 flex-1">
                <span className={method.available ? 'text-ink block font-semibold' : 'block font-medium'}>
                  {method.id === 'cod' ? texts.cod : method.label}
                </span>
                {method.available && (
                  <span id={noteId} className="text-ink/70 mt-0.5 block text-sm">
                    {texts.codNote}
                  </span>
                )}
              </span>
              {!method.available && (
                <span
                  id={noteId}
                  className="bg-gold-100 text-gold-700 shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold"
                >
                  {texts.soon}
                </span>
              )}
            </label>
          )
        })}
      </div>
      <p className="text-ink-muted mt-3 text-xs">{texts.later}</p>
      {error && (
        <p id="payment-error" className="mt-2 text-sm text-red-700">
          {fieldMessage(locale, error)}
        </p>
      )}
    </fieldset>
  )
}
