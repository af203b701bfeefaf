'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { formMessage } from '@/lib/i18n/form-message-texts'
import { checkoutTexts } from './checkout-texts'

import { type KeyboardEvent, useId } from 'react'
import { promoCodes } from '@/lib/promo/promo-codes'
import type { PromoBox, PromoBoxRefusal } from './use-promo-preview'

type PromoCodeFieldProps = {
  promo: PromoBox
  /** The server's verdict on the code when the order was refused, shown while that code is still typed. */
  serverError?: PromoBoxRefusal
  /** Whether this would be the shopper's first order (the codes are first-order offers). */
  firstOrder: boolean
}

/** The promo code box: Apply previews the code's discount in the summary; Enter applies, never orders. */
export function PromoCodeField({ promo, serverError, firstOrder }: PromoCodeFieldProps) {
  const { input, preview, checking } = promo
  const id = useId()
  const locale = useLocale()
  const texts = checkoutTexts[locale].promo
  const refusal = preview.status === 'refused' ? preview.refusal : serverError
  const error = refusal && formMessage(locale, refusal)
  const applied =
    preview.status === 'applied'
      ? promoCodes.find((code) => code.code === preview.pricing.promoCode)
      : undefined

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the code field applies the code; it must not place the order.
    if (event.key === 'Enter') {
      event.preventDefault()
      promo.apply()
    }
  }

  return (
    <div className="border-brand-100 mt-5 border-t pt-5">
      <label htmlFor={id} className="text-ink mb-1.5 block text-sm font-medium">
        {texts.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="promoCode"
          value={input}
          onChange={(event) => promo.change(event.target.value)}
          onKeyDown={handleKey}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
          className="border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full min-w-0 rounded-xl border bg-white px-4 py-2.5 text-base uppercase shadow-sm placeholder:normal-case focus:ring-2 focus:outline-none aria-[invalid=true]:border-red-600"
          placeholder={firstOrder ? texts.example : texts.enter}
        />
        <button
          type="button"
          onClick={promo.apply}
          disabled={checking}
          aria-busy={checking || undefined}
          className="border-brand-700 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 shrink-0 items-center rounded-full border px-5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-60"
        >
          {checking ? texts.checking : texts.apply}
        </button>
      </div>
      <div id={`${id}-status`} aria-live="polite" className="mt-1.5 text-sm">
        {preview.status === 'applied' && (
          <p className="flex flex-wrap items-center gap-x-2 text-emerald-700">
            <span>
              {texts.applied(preview.pricing.promoCode ?? '')}
              {applied ? `: ${locale === 'en' ? applied.label : texts.percentOff(applied.percentOff)}.` : '.'}
            </span>
            <button
              type="button"
              onClick={promo.remove}
              className="text-brand-700 min-h-11 font-semibold underline underline-offset-2"
            >
              {texts.remove}
            </button>
          </p>
        )}
        {error && <p className="text-red-700">{error}</p>}
        {preview.status === 'idle' && !error && firstOrder && (
          <p className="text-ink-muted text-xs">
            {texts.firstOrder(promoCodes.map((code) => code.code).join(texts.or))}
          </p>
        )}
      </div>
    </div>
  )
}
