import type { ReactNode } from 'react'
import Link from '@/components/i18n/locale-link'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import type { Locale } from '@/lib/i18n/locales'

type NewsletterLinkAnswerProps = {
  headingId: string
  title: string
  detail: string
  /** Shown under the detail, e.g. a press that failed. */
  alert?: ReactNode
  /** The press the link offers, posting the token (a plain form: it works without JavaScript); else home. */
  press: { action: (formData: FormData) => Promise<void>; token: string; label: string } | null
  homeLabel: string
  locale: Locale
}

/** A newsletter link's page (confirm, unsubscribe): what the link can do, and its one button or the way home. */
export function NewsletterLinkAnswer({
  headingId,
  title,
  detail,
  alert,
  press,
  homeLabel,
  locale,
}: NewsletterLinkAnswerProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-4 text-center">
      <h1 id={headingId} className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl">
        {title}
      </h1>
      <p className="text-ink/80 mx-auto max-w-xl">{detail}</p>
      {alert}
      <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
        {press ? (
          <form action={press.action}>
            <input type="hidden" name="token" value={press.token} />
            <input type="hidden" name="language" value={locale} />
            <button type="submit" className={primaryButton}>
              {press.label}
            </button>
          </form>
        ) : (
          <Link href="/" className={secondaryButton}>
            {homeLabel}
          </Link>
        )}
      </div>
    </section>
  )
}
