import { isLocale, type Locale } from './locales'

/**
 * The shopper's chosen language, remembered in the browser (a guest's choice, or a signed-in shopper's
 * profile language from sign-in): not personal data, only 'en' or 'ur'. proxy.ts sends a page request in
 * the other language to the same page in this one (lib/i18n/locale-routing.ts).
 */
export const LANGUAGE_COOKIE = 'fatin_lang'
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function languageCookieValue(value: string | undefined): Locale | null {
  return isLocale(value) ? value : null
}

export const languageCookieOptions = {
  path: '/',
  maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  sameSite: 'lax',
  httpOnly: false,
  secure: process.env.NODE_ENV === 'production',
} as const

/** The remembered language in a `document.cookie` string, in the browser. */
export function languageInCookie(cookieHeader: string): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader)
  return languageCookieValue(match?.[1])
}
