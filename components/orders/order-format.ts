import type { ColorName, Size } from '@/data/schemas'
import { valueLabelIn } from '@/components/category/listing-texts'
import { LOCALE_SETTINGS, type Locale } from '@/lib/i18n/locales'
import { historyLine, orderStatusLabel } from '@/lib/orders/lifecycle/status-words'
import type { OrderHistoryEntry } from '@/lib/orders/order-doc'
import type { OrderStatus } from '@/lib/orders/lifecycle/transitions'
import { orderTexts } from './order-texts'

/** An order's status for the shopper, in the page's language (the back office reads English). */
export function shopperStatusLabel(status: OrderStatus, locale: Locale = 'en'): string {
  return locale === 'en' ? orderStatusLabel(status) : orderTexts[locale].status[status]
}

/** A history entry for the shopper, in the page's language: "Confirmed by phone", "Cancelled by you". */
export function shopperHistoryLine(entry: OrderHistoryEntry, locale: Locale = 'en'): string {
  if (locale === 'en') return historyLine(entry, 'shopper')
  const words = orderTexts[locale].history
  switch (entry.status) {
    case 'shipped':
      return entry.courier && entry.tracking
        ? words.shippedWith(entry.courier, entry.tracking)
        : words.shipped
    case 'cancelled':
      return entry.by.role === 'shopper' ? words.cancelledByYou : words.cancelledByShop
    default:
      return words[entry.status]
  }
}

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
