'use client'

import Link from '@/components/i18n/locale-link'
import { useEffect } from 'react'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'

/** A page failed to render. Say so kindly and offer a retry; details go to the console, never the page. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">Something went wrong</h1>
      <p className="text-ink/75 mt-4 text-lg">
        We couldn&apos;t load this page just now. Please try again; if it keeps happening, come back in a few
        minutes.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => retry()} className={primaryButton}>
          Try again
        </button>
        <Link href="/" className={secondaryButton}>
          Return to Home
        </Link>
      </div>
    </div>
  )
}
