'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { errorTexts } from '@/components/ui/error-texts'
import { latinFontVariables, nastaliq } from '@/lib/fonts'
import { splitLocalePath } from '@/lib/i18n/locale-path'
import { LOCALE_SETTINGS } from '@/lib/i18n/locales'
import './globals.css'

/**
 * Shown when the root layout itself fails, so it brings its own document, styles and fonts, in the language
 * of the address (the layout that knows it is what failed). Kept free of the header and other app
 * components: they may be what failed.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const { locale } = splitLocalePath(usePathname() ?? '/')
  const texts = errorTexts[locale]
  const settings = LOCALE_SETTINGS[locale]
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <html
      lang={settings.htmlLang}
      dir={settings.dir}
      className={[latinFontVariables, locale === 'ur' ? nastaliq.variable : ''].join(' ').trim()}
    >
      <body className="flex min-h-screen items-center justify-center px-4">
        <title>{`${texts.title} | Fatin`}</title>
        <main role="alert" className="max-w-xl py-20 text-center">
          <p className="font-display text-brand-700 text-2xl tracking-wide">Fatin</p>
          <h1 className="font-display text-brand-900 mt-6 text-3xl sm:text-4xl">{texts.title}</h1>
          <p className="text-ink/75 mt-4 text-lg">{texts.shopFailed}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="bg-brand-700 hover:bg-brand-800 mt-10 inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold text-white"
          >
            {texts.tryAgain}
          </button>
        </main>
      </body>
    </html>
  )
}
