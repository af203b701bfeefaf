import 'server-only'
import type { Firestore, Transaction } from '@/lib/firebase/firestore-types'
import type { OrderMailEvent } from '@/lib/mail/messages/order-messages'
import { queueOrderMail } from '@/lib/mail/queue-mail'
import type { RecipientAllowance } from '@/lib/mail/recipient-allowance'
import type { ActorRole, CancelReason, OrderStatus, ReturnReason } from '@/lib/orders/lifecycle/transitions'
import type { Order } from '@/lib/orders/order-doc'
import { courierName, courierTrackingUrl } from '@/lib/orders/shipping/couriers'

/** The history entry a status change appends, as far as its e-mail needs it. */
export type StatusEntry = {
  status: OrderStatus
  by: { role: ActorRole }
  courier?: string
  tracking?: string
  reason?: ReturnReason
  cancelReason?: CancelReason
  /** A delivery undone by staff: the shopper heard nothing new, so nothing is mailed. */
  undo?: boolean
}

function eventFor(entry: StatusEntry, order: Order): OrderMailEvent | null {
  if (entry.undo) return null
  const by = entry.by.role === 'shopper' ? 'shopper' : 'staff'
  switch (entry.status) {
    case 'confirmed':
      return { kind: 'confirmed', by }
    case 'shipped': {
      const courier = entry.courier ?? ''
      const tracking = entry.tracking ?? ''
      return {
        kind: 'shipped',
        courier: courierName(courier),
        tracking,
        trackingUrl: courierTrackingUrl(courier, tracking),
      }
    }
    case 'delivered':
      return { kind: 'delivered' }
    case 'cancelled':
      // The shop itself cancels only an order that was not confirmed in time.
      if (entry.by.role === 'system') return { kind: 'cancelled', by: 'lapsed' }
      return {
        kind: 'cancelled',
        by,
        ...(entry.cancelReason ? { reason: entry.cancelReason } : {}),
        ...(order.status === 'shipped' ? { afterShipping: true } : {}),
      }
    case 'returned':
      return { kind: 'returned', reason: entry.reason ?? 'refused' }
    case 'placed':
      return null
  }
}

/**
 * Queues the e-mail for a status change inside the lifecycle transaction (lib/orders/lifecycle/change-status.ts),
 * so it is written once, with the change, or not at all. Returns the message id, or null for no message.
 * Nothing while the order's receipt is held (lib/mail/held-receipts.ts): the account's address is not
 * verified, and a status mail carries the name and address it typed as much as a receipt would.
 */
export function queueStatusMail(
  tx: Transaction,
  db: Firestore,
  order: Order,
  entry: StatusEntry,
  now: Date,
  allowance: RecipientAllowance,
): string | null {
  const event = eventFor(entry, order)
  if (!event || order.receiptHeld) return null
  const again = order.history.some((earlier) => earlier.status === entry.status)
  // Delivered again after staff undid a delivery pressed by mistake: she was told once, and the undo said
  // nothing, so a second identical mail would only puzzle her.
  if (again && entry.status === 'delivered') return null
  // Any other status the order had before (shipped again after an undo) gets a message of its own.
  const id = again ? `${order.id}-${event.kind}-${order.history.length}` : `${order.id}-${event.kind}`
  return queueOrderMail(tx, db, { ...order, email: order.contact?.email }, event, now, allowance, id)
}
