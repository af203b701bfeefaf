import { formatPakistaniMobile } from '@/lib/checkout/address-schema'
import type { Order } from '@/lib/orders/order-doc'
import type { Locale } from '@/lib/i18n/locales'
import { courierName } from '@/lib/orders/shipping/couriers'
import { orderTexts } from './order-texts'

/** The order page's heading and the sentence under it, for the order's current status. */
export function orderHeadline(order: Order, locale: Locale = 'en'): { title: string; lead: string } {
  const mobile = formatPakistaniMobile(order.address.mobile)
  const words = orderTexts[locale].headline
  switch (order.status) {
    case 'placed':
      return { title: words.placed, lead: words.placedLead(mobile) }
    case 'confirmed':
      return { title: words.confirmed, lead: words.confirmedLead }
    case 'shipped': {
      const shipped = order.history.findLast((entry) => entry.status === 'shipped')
      return {
        title: words.shipped,
        lead:
          shipped?.courier && shipped.tracking
            ? words.shippedWith(courierName(shipped.courier), shipped.tracking)
            : words.shippedLead,
      }
    }
    case 'delivered':
      return { title: words.delivered, lead: words.deliveredLead }
    case 'cancelled': {
      // Cancelled after it left with the courier: the parcel may still come to her door.
      const afterShipping = order.history.some((entry) => entry.status === 'shipped')
      return {
        title: words.cancelled,
        lead: afterShipping ? words.cancelledAfterShippingLead : words.cancelledLead,
      }
    }
    case 'returned': {
      const reason = order.history.findLast((entry) => entry.status === 'returned')?.reason
      return {
        title: words.returned,
        lead: words.returnedLead(reason ? orderTexts[locale].returnReasons[reason] : ''),
      }
    }
  }
}
