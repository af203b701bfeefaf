'use client'

import { createContext, use, type ReactNode } from 'react'
import type { Texts, Translation } from '@/lib/i18n/define-texts'
import { localePath } from '@/lib/i18n/locale-path'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** Set once by the root layout from the route's language, for every client component below it. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>
}

export function useLocale(): Locale {
  return use(LocaleContext)
}

/** A feature's words in the page's language, for Client Components. */
export function useTexts<T>(texts: Texts<T>): Translation<T> {
  return texts[useLocale()]
}

/** Turns a site path into the page language's path: '/cart' → '/ur/cart' on an Urdu page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale()
  return (path: string) => localePath(locale, path)
}
