import type { ColorName, Size } from '@/data/schemas'
import { valueLabelIn } from '@/components/category/listing-texts'
import { LOCALE_SETTINGS, type Locale } from '@/lib/i18n/locales'
import { orderTexts } from './order-texts'

export { orderStatusLabel } from '@/lib/orders/lifecycle/status-words'

// Defined with the orders, which store it for the guest order lookup.
export { orderNumber } from '@/lib/orders/order-number'

/**
 * '21 November 2025' in Pakistan's time zone, where the shop delivers: fixed locale and zone, so the server's
 * own zone never shifts an order placed late in the evening to the next day.
 */
export function formatOrderDate(iso: string | null, locale: Locale = 'en'): string {
  if (!iso) return orderTexts[locale].justNow
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LOCALE_SETTINGS[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date(iso))
}

/** 'Black · Size M', or null for a product without options. */
export function lineOptions(
  { color, size }: { color: ColorName | null; size: Size | null },
  locale: Locale = 'en',
): string | null {
  const parts = [color && valueLabelIn(locale, color), size ? orderTexts[locale].size(size) : null].filter(
    Boolean,
  )
  return parts.length > 0 ? parts.join(' · ') : null
}
