import { formatPakistaniMobile } from '@/lib/checkout/address-schema'
import type { Order } from '@/lib/orders/order-doc'

/** The order page's heading and the sentence under it, for the order's current status. */
export function orderHeadline(order: Order): { title: string; lead: string } {
  const mobile = formatPakistaniMobile(order.address.mobile)
  switch (order.status) {
    case 'placed':
      return {
        title: 'Thank you! Your order is placed.',
        lead: `We have your order and will call ${mobile} to confirm it before it ships.`,
      }
    case 'confirmed':
      return {
        title: 'Your order is confirmed.',
        lead: 'We are packing it for the courier and will let you know when it ships.',
      }
    case 'shipped': {
      const shipped = order.history.findLast((entry) => entry.status === 'shipped')
      return {
        title: 'Your order is on its way.',
        lead:
          shipped?.courier && shipped.tracking
            ? `It is with ${shipped.courier}, tracking number ${shipped.tracking}.`
            : 'It is with our courier.',
      }
    }
    case 'delivered':
      return { title: 'Your order was delivered.', lead: 'Thank you for shopping with Fatin.' }
    case 'cancelled':
      return { title: 'This order is cancelled.', lead: 'Nothing will be sent, and you owe nothing.' }
  }
}
