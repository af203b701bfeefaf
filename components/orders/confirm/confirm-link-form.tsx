'use client'

import { useActionState, useEffect, useRef } from 'react'
import { primaryButton } from '@/components/content/button-styles'
import { useLocale } from '@/components/i18n/locale-context'
import { SubmitButton } from '@/components/ui/submit-button'
import { confirmAnswerOf } from '@/lib/i18n/confirm-message-texts'
import { confirmByLinkAction, type ConfirmResult } from '@/lib/orders/confirmation/confirm-actions'
import { ConfirmOutcome } from './confirm-outcome'
import { confirmTexts } from './confirm-texts'
import { OrderNumberLine } from './order-number-line'

/**
 * The "Confirm my order" form on the e-mail link's page. The confirmation is a POST (a server action), so a
 * mail scanner that only GETs the link confirms nothing. So that one tap from the e-mail is enough, this leaf
 * sends the form once by itself as soon as JavaScript runs; without JavaScript the shopper presses the
 * button, and the server renders the answer (the form works as a plain POST).
 */
export function ConfirmLinkForm({ token, orderNumber }: { token: string; orderNumber: string }) {
  const locale = useLocale()
  const texts = confirmTexts[locale]
  const [state, action, pending] = useActionState<ConfirmResult | null, FormData>(confirmByLinkAction, null)
  const form = useRef<HTMLFormElement>(null)
  // Once per page, even under Strict Mode's double effects; a second send would only answer "already".
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || state) return
    sent.current = true
    form.current?.requestSubmit()
  }, [state])

  if (state) {
    return <ConfirmOutcome answer={confirmAnswerOf(state)} orderNumber={orderNumber} locale={locale} />
  }
  return (
    <form ref={form} action={action} aria-label={texts.region} className="space-y-5 text-center">
      <h1 className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl">{texts.heading}</h1>
      <OrderNumberLine orderNumber={orderNumber} locale={locale} />
      <p className="text-ink/80 mx-auto max-w-xl">{texts.lead}</p>
      <input type="hidden" name="token" value={token} />
      <SubmitButton pending={pending} pendingLabel={texts.confirming} className={primaryButton}>
        {texts.button}
      </SubmitButton>
    </form>
  )
}
