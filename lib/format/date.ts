import { LOCALE_SETTINGS, type Locale } from '@/lib/i18n/locales'

/** '14 August 2026': article dates, fixed to the page's locale and UTC so server and browser agree. */
export function formatLongDate(isoDate: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LOCALE_SETTINGS[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
