'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { subscribeToNewsletter } from '@/lib/newsletter/actions'
import type { CommonMessage } from '@/lib/i18n/common-message-texts'
import type { FieldErrors } from '@/lib/forms/field-errors'
import type { NewsletterMessage } from '@/lib/newsletter/newsletter-messages'
import { newsletterMessage } from '@/lib/newsletter/newsletter-message-texts'
import { newsletterTexts } from './newsletter-texts'
import { SubmitButton } from '@/components/ui/submit-button'

export const THANK_YOU_MS = 5000
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type NewsletterSignupProps = {
  /** The percentage promised to subscribers (site.firstOrderDiscountPercent). */
  discountPercent: number
  /** The welcome code the thank-you reveals; without one it says the code is on its way. */
  welcomeCode?: string
}

/**
 * Newsletter box. Checks the address in the browser first (a regular expression: zod stays out of the home
 * page's JavaScript), then subscribes through the server action, which validates again, normalises and
 * stores it. The thank-you shows for THANK_YOU_MS, then an empty form returns. A refusal or a failure keeps
 * what was typed and says what to do.
 */
export function NewsletterSignup({ discountPercent, welcomeCode }: NewsletterSignupProps) {
  const locale = useLocale()
  const texts = newsletterTexts[locale]
  const [email, setEmail] = useState('')
  // Kept as a code, from the box's own check or the action; shown in the page's language.
  const [error, setError] = useState<
    ((NewsletterMessage | CommonMessage) & { fieldErrors?: FieldErrors }) | null
  >(null)
  const [subscribed, setSubscribed] = useState(false)
  const thanksRef = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const errorId = useId()

  useEffect(() => {
    if (!subscribed) return
    thanksRef.current?.focus()
    const timer = window.setTimeout(() => setSubscribed(false), THANK_YOU_MS)
    return () => window.clearTimeout(timer)
  }, [subscribed])

  // A form action rather than onSubmit: React replays a submission made before hydration instead of letting
  // the browser send the address off in a GET request.
  async function subscribe(formData: FormData) {
    const value = String(formData.get('email') ?? '').trim()
    if (value === '') {
      setError({ code: 'newsletter-email-empty' })
      return
    }
    if (!EMAIL_PATTERN.test(value)) {
      setError({ code: 'newsletter-email-invalid' })
      return
    }
    setError(null)
    let result: Awaited<ReturnType<typeof subscribeToNewsletter>>
    try {
      formData.set('language', locale)
      result = await subscribeToNewsletter(formData)
    } catch {
      setError({ code: 'connection-lost' })
      return
    }
    if (!result.ok) {
      setError(result)
      return
    }
    setEmail('')
    setSubscribed(true)
  }

  if (subscribed) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="mx-auto max-w-xl rounded-2xl bg-white/10 px-6 py-6 text-center ring-1 ring-white/20 outline-none"
      >
        <p className="font-display text-gold-300 text-2xl font-semibold">{texts.thanks}</p>
        <p className="mt-2 text-white/85">
          {welcomeCode ? (
            <>
              {texts.useCode} <strong className="tracking-wider text-white">{welcomeCode}</strong>{' '}
              {texts.codeFor(discountPercent)}
            </>
          ) : (
            texts.codeOnItsWay(discountPercent)
          )}
        </p>
        {/* Double opt-in: nothing is sent to the address until it confirms (lib/newsletter/subscriptions.ts). */}
        <p className="mt-2 text-white/85">{texts.checkInbox}</p>
      </div>
    )
  }

  return (
    <form action={subscribe} noValidate className="mx-auto w-full max-w-xl">
      <input type="hidden" name="source" value="home" />
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-white/90">
        {texts.email}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            if (error) setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`text-ink placeholder:text-ink/40 focus-visible:ring-gold-300 min-h-12 w-full flex-1 rounded-full border bg-white px-5 text-base focus:outline-none focus-visible:ring-2 ${
            error ? 'border-red-400 ring-2 ring-red-300' : 'border-transparent'
          }`}
        />
        {/* No pending prop: the button reads its form's state, so one press is one sign-up. */}
        <SubmitButton
          pendingLabel={texts.subscribing}
          className="bg-gold-300 text-brand-950 hover:bg-gold-100 min-h-12 rounded-full px-8 text-sm font-semibold tracking-wide uppercase transition-colors focus-visible:outline-white disabled:cursor-wait disabled:opacity-70"
        >
          {texts.subscribe}
        </SubmitButton>
      </div>
      <p id={errorId} aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-red-200">
        {error && newsletterMessage(locale, error)}
      </p>
    </form>
  )
}
