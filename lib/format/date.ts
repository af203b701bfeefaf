import { LOCALE_SETTINGS, type Locale } from '@/lib/i18n/locales'

/**
 * The shop's dates, each in one fixed locale and time zone, so the server (whatever its own zone) and the
 * browser write the same words and hydration never differs. English pages use British order ('14 August').
 */
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LOCALE_SETTINGS[locale].intl, options)
}

/** Pakistan's time zone, where the shop delivers: an order placed late in the evening keeps its own day. */
const SHOP_TIME_ZONE = 'Asia/Karachi'

/** '14 August 2026': article dates (a calendar day, 'YYYY-MM-DD'), read in UTC so the day never shifts. */
export function formatLongDate(isoDate: string, locale: Locale = 'en'): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** '21 November 2025': the day of a moment (an ISO timestamp) in Pakistan's time zone. */
export function formatShopDate(iso: string, locale: Locale = 'en'): string {
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso))
}

/** ICU writes the Latin "AM"/"PM" inside Urdu dates; these are the Urdu words for them. */
const URDU_DAY_PERIODS: Record<string, string> = { AM: 'قبل دوپہر', PM: 'بعد دوپہر' }

/** '2 March 2026 at 2:05 pm': a moment (an ISO timestamp) in Pakistan's time zone, all of it in Urdu for ur. */
export function formatShopMoment(iso: string, locale: Locale = 'en'): string {
  const format = dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: SHOP_TIME_ZONE,
  })
  if (locale !== 'ur') return format.format(new Date(iso))
  return format
    .formatToParts(new Date(iso))
    .map((part) => (part.type === 'dayPeriod' ? (URDU_DAY_PERIODS[part.value] ?? part.value) : part.value))
    .join('')
    .replace(/\u202f/g, ' ')
}

/** 'March 2026': the month of a moment (an ISO timestamp), in UTC ("member since"). */
export function formatMonthYear(iso: string, locale: Locale = 'en'): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}
