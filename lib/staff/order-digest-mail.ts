import { site } from '@/data/site'
import { formatCents } from '@/lib/format/price'
import { formatShopMoment } from '@/lib/format/date'
import { type MailBlock, renderMail } from '@/lib/mail/messages/mail-blocks'
import type { MailMessage } from '@/lib/mail/outbox-doc'
import type { Order } from '@/lib/orders/order-doc'

/** The back office's mail about new orders (lib/staff/order-digest.ts), in English like the back office. */
export function staffOrderDigestMail(
  orders: readonly Order[],
  staffUrl: (path: string) => string,
): MailMessage {
  const count = orders.length
  const numbers = orders.slice(0, 3).map((order) => order.number)
  const subject = `${count} new ${count === 1 ? 'order' : 'orders'}: ${numbers.join(', ')}${count > 3 ? ', …' : ''}`
  const total = orders.reduce((sum, order) => sum + order.pricing.total, 0)
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `${count === 1 ? 'A new order is' : `${count} new orders are`} waiting for confirmation by phone.`,
    },
    {
      kind: 'table',
      title: 'Orders',
      rows: orders.map((order) => ({
        label: `${order.number} · ${order.address.city} · ${itemCount(order)} · ${order.createdAt ? formatShopMoment(order.createdAt) : 'just now'}`,
        value: formatCents(order.pricing.total),
      })),
      totals: [{ label: 'To collect on delivery', value: formatCents(total) }],
    },
    ...orders.map((order): MailBlock => ({
      kind: 'link',
      label: `Open ${order.number}`,
      href: staffUrl(`/staff/orders/${order.id}`),
    })),
  ]
  return renderMail('en', subject, blocks, [`${site.name} back office`])
}

/** "1 item", "3 items": the pieces in an order. */
function itemCount(order: Order): string {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return `${count} ${count === 1 ? 'item' : 'items'}`
}
