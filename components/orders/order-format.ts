import type { ColorName, Size } from '@/data/schemas'

export { orderStatusLabel } from '@/lib/orders/lifecycle/status-words'

// Defined with the orders, which store it for the guest order lookup.
export { orderNumber } from '@/lib/orders/order-number'

/**
 * '21 November 2025' in Pakistan's time zone, where the shop delivers: fixed locale and zone, so the server's
 * own zone never shifts an order placed late in the evening to the next day.
 */
export function formatOrderDate(iso: string | null): string {
  if (!iso) return 'Just now'
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date(iso))
}

/** 'Black · Size M', or null for a product without options. */
export function lineOptions({ color, size }: { color: ColorName | null; size: Size | null }): string | null {
  const parts = [color, size ? `Size ${size}` : null].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}
