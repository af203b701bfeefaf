'use client'

import { useEffect, useId, useRef, useState } from 'react'

export const THANK_YOU_MS = 5000
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type NewsletterSignupProps = {
  /** The percentage promised to subscribers (site.firstOrderDiscountPercent). */
  discountPercent: number
  /**
   * The welcome code to reveal after signing up. Not wired yet: the shopping issue creates the code and
   * passes it here, and the thank-you message shows it.
   */
  welcomeCode?: string
}

/** Newsletter box: validates in the browser and makes no network call (the specification's newsletter). */
export function NewsletterSignup({ discountPercent, welcomeCode }: NewsletterSignupProps) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
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
  function subscribe(formData: FormData) {
    const value = String(formData.get('email') ?? '').trim()
    if (value === '') {
      setError('Please enter your email address.')
      return
    }
    if (!EMAIL_PATTERN.test(value)) {
      setError('Please enter a valid email address, like name@example.com.')
      return
    }
    setError(null)
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
        <p className="font-display text-gold-300 text-2xl font-semibold">Thank you for subscribing!</p>
        <p className="mt-2 text-white/85">
          {welcomeCode ? (
            <>
              Use code <strong className="tracking-wider text-white">{welcomeCode}</strong> for{' '}
              {discountPercent}% off your first order.
            </>
          ) : (
            <>Your {discountPercent}% welcome code is on its way to your inbox.</>
          )}
        </p>
      </div>
    )
  }

  return (
    <form action={subscribe} noValidate className="mx-auto w-full max-w-xl">
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-white/90">
        Email address
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
        <button
          type="submit"
          className="bg-gold-300 text-brand-950 hover:bg-gold-100 min-h-12 rounded-full px-8 text-sm font-semibold tracking-wide uppercase transition-colors focus-visible:outline-white"
        >
          Subscribe
        </button>
      </div>
      <p id={errorId} aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-red-200">
        {error}
      </p>
    </form>
  )
}
