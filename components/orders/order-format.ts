import type { ColorName, Size } from '@/data/schemas'
import { valueLabelIn } from '@/components/category/listing-texts'
import { formatShopDate, formatShopMoment } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/locales'
import { historyLine, orderStatusLabel } from '@/lib/orders/lifecycle/status-words'
import type { OrderHistoryEntry } from '@/lib/orders/order-doc'
import type { OrderStatus } from '@/lib/orders/lifecycle/transitions'
import { courierName } from '@/lib/orders/shipping/couriers'
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
        ? words.shippedWith(courierName(entry.courier), entry.tracking)
        : words.shipped
    case 'confirmed':
      return entry.by.role === 'shopper' ? words.confirmedByYou : words.confirmed
    case 'cancelled':
      if (entry.by.role === 'system') return words.lapsed
      return entry.by.role === 'shopper' ? words.cancelledByYou : words.cancelledByShop
    case 'returned':
      return words.returned(entry.reason ? orderTexts[locale].returnReasons[entry.reason] : '')
    default:
      return words[entry.status]
  }
}

/** The day an order was placed ('21 November 2025', in Pakistan's time zone), or 'Just now' until it is known. */
export function formatOrderDate(iso: string | null, locale: Locale = 'en'): string {
  return iso ? formatShopDate(iso, locale) : orderTexts[locale].justNow
}

/** A moment in an order's life ('2 March 2026 at 2:05 pm'), or 'Just now' until it is known. */
export function formatOrderMoment(iso: string | null, locale: Locale = 'en'): string {
  return iso ? formatShopMoment(iso, locale) : orderTexts[locale].justNow
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
