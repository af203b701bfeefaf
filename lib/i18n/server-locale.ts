import { lang } from 'next/root-params'
import type { Texts, Translation } from './define-texts'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * The language of the page being rendered, read from the route (app/[lang]) in any Server Component without
 * passing it down. Part of the static render: each language is its own prerendered page.
 */
export async function currentLocale(): Promise<Locale> {
  const value = await lang()
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** A feature's words in the page's language, for Server Components. */
export async function getTexts<T>(texts: Texts<T>): Promise<Translation<T>> {
  return texts[await currentLocale()]
}
