import type { Language } from '@/lib/auth/user'

/**
 * The shop's languages. English is the default and keeps today's URLs (/clothing/abayas); Urdu lives under
 * /ur (/ur/clothing/abayas). Inside the app every page sits under app/[lang], and proxy.ts rewrites an English
 * URL to /en/... so both languages share one route tree (lib/i18n/locale-path.ts).
 */
export const LOCALES = ['en', 'ur'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** What each language needs outside its words: the html attributes, search-engine and formatting tags. */
export const LOCALE_SETTINGS = {
  en: { htmlLang: 'en', dir: 'ltr', hreflang: 'en-PK', intl: 'en-PK', openGraph: 'en_PK', name: 'English' },
  ur: { htmlLang: 'ur', dir: 'rtl', hreflang: 'ur-PK', intl: 'ur-PK', openGraph: 'ur_PK', name: 'اردو' },
} as const satisfies Record<Locale, Record<string, string>>

/**
 * Two names for one choice, each where the spec puts it: `'english' | 'urdu'` is the stored profile field
 * (users/{uid}.language, lib/auth/user.ts `Language`), `'en' | 'ur'` is the page locale in URLs and the
 * language cookie. These two maps are the only place one becomes the other; convert through them, never
 * with a literal.
 */
export const LOCALE_OF_LANGUAGE = { english: 'en', urdu: 'ur' } as const satisfies Record<Language, Locale>
export const LANGUAGE_OF_LOCALE = { en: 'english', ur: 'urdu' } as const satisfies Record<Locale, Language>

/** The language a JSON route was asked for (`?lang=ur`): English when missing or unknown. */
export function localeParam(value: string | null): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}
