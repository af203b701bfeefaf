'use client'

import { useActionState, type ReactNode } from 'react'
import { primaryButton } from '@/components/content/button-styles'
import { useLocale } from '@/components/i18n/locale-context'
import { SubmitButton } from '@/components/ui/submit-button'
import { confirmAnswerOf } from '@/lib/i18n/confirm-message-texts'
import { confirmByLinkAction, type ConfirmResult } from '@/lib/orders/confirmation/confirm-actions'
import { ConfirmOutcome } from './confirm-outcome'
import { confirmTexts } from './confirm-texts'
import { OrderNumberLine } from './order-number-line'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

/**
 * The e-mail link's page while the order waits for her: what she is confirming (`children`, rendered on the
 * server) and one "Confirm my order" button. Only the press confirms: link scanners open links, some in a
 * browser that runs scripts, so nothing here sends the form by itself. With JavaScript the answer replaces
 * the page in place; without it the form is a plain POST that proxy.ts hands to
 * app/api/orders/confirm/[token], which answers with the prerendered page for its answer.
 */
export function ConfirmLinkForm({
  token,
  orderNumber,
  children,
}: {
  token: string
  orderNumber: string
  children: ReactNode
}) {
  const locale = useLocale()
  const texts = confirmTexts[locale]
  const [state, action, pending] = useActionState<ConfirmResult | null, FormData>(confirmByLinkAction, null)
  if (state) {
    return <ConfirmOutcome answer={confirmAnswerOf(state)} orderNumber={orderNumber} locale={locale} />
  }
  return (
    <div className="space-y-6">
      <header className="space-y-4 text-center">
        <h1 className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl">{texts.heading}</h1>
        <OrderNumberLine orderNumber={orderNumber} locale={locale} />
        <p className="text-ink/80 mx-auto max-w-xl">{texts.lead}</p>
      </header>
      {children}
      <form
        action={action}
        onSubmit={stopSubmitWhenOffline(locale)}
        aria-label={texts.region}
        className="text-center"
      >
        <input type="hidden" name="token" value={token} />
        <SubmitButton pending={pending} pendingLabel={texts.confirming} className={primaryButton}>
          {texts.button}
        </SubmitButton>
      </form>
    </div>
  )
}
