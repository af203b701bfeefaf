'use client'

import { useEffect } from 'react'
import { latinFontVariables } from '@/lib/fonts'
import './globals.css'

/**
 * Shown when the root layout itself fails, so it brings its own document, styles and fonts. Kept free of the
 * header and other app components: they may be what failed.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <html lang="en" className={latinFontVariables}>
      <body className="flex min-h-screen items-center justify-center px-4">
        <title>Something went wrong | Fatin</title>
        <main role="alert" className="max-w-xl py-20 text-center">
          <p className="font-display text-brand-700 text-2xl tracking-wide">Fatin</p>
          <h1 className="font-display text-brand-900 mt-6 text-3xl sm:text-4xl">Something went wrong</h1>
          <p className="text-ink/75 mt-4 text-lg">
            We couldn&apos;t load the shop just now. Please try again in a moment.
          </p>
          <button
            type="button"
            onClick={() => retry()}
            className="bg-brand-700 hover:bg-brand-800 mt-10 inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold text-white"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
