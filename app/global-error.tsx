'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { latinFontVariables } from '@/lib/fonts'
import './globals.css'

/**
 * Its words, in both languages, here rather than in a texts module: Next loads this file on every page (the
 * root error boundary), so each import would weigh on every page's first load.
 */
const TEXTS = {
  en: {
    title: 'Something went wrong',
    body: "We couldn't load the shop just now. Please try again in a moment.",
    retry: 'Try again',
  },
  ur: {
    title: 'کچھ گڑبڑ ہو گئی',
    body: 'ہم ابھی دکان لوڈ نہیں کر سکے۔ براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    retry: 'دوبارہ کوشش کریں',
  },
} as const

/**
 * Shown when the root layout itself fails, so it brings its own document, styles and fonts, in the language
 * of the address (the layout that knows it is what failed): Urdu, right to left, at /ur and below. Kept free
 * of the header and other app components: they may be what failed.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const urdu = /^\/ur(?:\/|$)/.test(usePathname() ?? '')
  const texts = TEXTS[urdu ? 'ur' : 'en']
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <html lang={urdu ? 'ur' : 'en'} dir={urdu ? 'rtl' : 'ltr'} className={latinFontVariables}>
      <body className="flex min-h-screen items-center justify-center px-4">
        <title>{`${texts.title} | Fatin`}</title>
        <main role="alert" className="max-w-xl py-20 text-center">
          <p className="font-display text-brand-700 text-2xl tracking-wide">Fatin</p>
          <h1 className="font-display text-brand-900 mt-6 text-3xl sm:text-4xl">{texts.title}</h1>
          <p className="text-ink/75 mt-4 text-lg">{texts.body}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="bg-brand-700 hover:bg-brand-800 mt-10 inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold text-white"
          >
            {texts.retry}
          </button>
        </main>
      </body>
    </html>
  )
}
