'use client'

import Link from '@/components/i18n/locale-link'
import { useEffect } from 'react'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import { useTexts } from '@/components/i18n/locale-context'
import { errorTexts } from '@/components/ui/error-texts'

/** A page failed to render. Say so kindly and offer a retry; details go to the console, never the page. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useTexts(errorTexts)
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">{texts.title}</h1>
      <p className="text-ink/75 mt-4 text-lg">{texts.pageFailed}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => retry()} className={primaryButton}>
          {texts.tryAgain}
        </button>
        <Link href="/" className={secondaryButton}>
          {texts.home}
        </Link>
      </div>
    </div>
  )
}
