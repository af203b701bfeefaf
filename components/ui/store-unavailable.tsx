'use client'

import { useEffect } from 'react'
import { primaryButton } from '@/components/content/button-styles'
import { useTexts } from '@/components/i18n/locale-context'
import { errorTexts } from './error-texts'

/**
 * The body of a personal page's error boundary (bag, checkout, wishlist, orders, account), shown under the
 * page's own heading, which its layout keeps. These pages fail almost only when Firestore or Auth cannot
 * answer, and nothing is lost then, so say that; details go to the console, never the page. `retry` is the
 * boundary's: it refreshes the page's server data and renders it again.
 */
export function StoreUnavailable({
  error,
  retry,
  message,
}: {
  error: unknown
  retry: () => void
  /** In place of the shopper's words (the back office says what could not be loaded). */
  message?: string
}) {
  const texts = useTexts(errorTexts)
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div
      role="alert"
      className="border-gold-300/50 mx-auto flex max-w-xl flex-col items-center rounded-3xl border bg-white px-6 py-10 text-center shadow-sm"
    >
      <p className="text-ink/80 text-lg">{message ?? texts.storeUnavailable}</p>
      <button type="button" onClick={() => retry()} className={`${primaryButton} mt-6`}>
        {texts.tryAgain}
      </button>
    </div>
  )
}
