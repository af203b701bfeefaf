import 'server-only'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import type { StockMove } from '@/lib/stock/availability'
import { readProductStocksInTransaction } from '@/lib/stock/stock-reads'
import { writeStockChanges } from '@/lib/stock/stock-ledger'
import { changesByProduct } from '@/lib/orders/placing/order-stock'
import type { Order } from '../order-doc'
import { canViewOrder } from '@/lib/orders/access/order-access'
import { isPossibleOrderId, orderFromSnapshot, orderRef as orderDocRef } from '@/lib/orders/order-reads'
import type { StatusRefusal } from './status-change-messages'
import {
  isAllowedTransition,
  needsReturnReason,
  needsShipment,
  type OrderStatus,
  type ReturnReason,
  type CancelReason,
  returnsStock,
} from './transitions'
import { recordReturn } from '@/lib/staff/return-record'
import { queueStatusMail } from '@/lib/mail/status-mail'
import { isHoldDue } from './hold'
import { canUndoDelivered, isUndoDelivered } from './undo-delivered'
import { readClaimsToReturn } from '@/lib/orders/placing/first-order-claims'
import { readRecipientAllowance, type RecipientAllowance } from '@/lib/mail/recipient-allowance'
import { nudgeAfterChange } from '@/lib/mail/sender/nudge'
import { backInStockHooks } from '@/lib/stock/back-in-stock/back-in-stock-hooks'

/**
 * Who asks for the change. A shopper may only change an order they may see (lib/orders/access/order-access.ts): their
 * account's own, or a guest order their browser proved (uid null, the proof cookie's ids); staff any (the
 * caller checks the claim).
 */
export type OrderActor =
  | {
      role: 'shopper'
      uid: string | null
      provenOrderIds?: readonly string[]
      /**
       * The order a verified "Confirm my order" link names (lib/orders/confirmation/confirm-token.ts). The link
       * went to the order's own e-mail address, so it proves the order for one thing only: confirming it.
       */
      confirmLinkOrderId?: string
      /** Whether the signed-in account's e-mail address is verified (lets her confirm her own order). */
      accountEmailVerified?: boolean
    }
  | { role: 'staff'; uid: string }
  /** The shop itself, cancelling an order whose hold ran out unconfirmed (lib/orders/lifecycle/lapse-holds.ts). */
  | { role: 'system'; uid: null }

export type StatusChange = {
  orderId: string
  to: OrderStatus
  actor: OrderActor
  /** Required when `to` is 'shipped'. */
  shipment?: { courier: string; tracking: string }
  /** Required when `to` is 'returned'. */
  returnReason?: ReturnReason
  /** Why staff cancel (their form asks for it); the shopper's e-mail says it. */
  cancelReason?: CancelReason
  note?: string
  /** Identifies one press of a button: the same id again is the same change, made once. */
  requestId?: string
  /**
   * The status the asker saw (the back office's step forms send it): if the order has moved on since (another
   * tab shipped it), the change is refused rather than made on a page that no longer says where it stands.
   */
  from?: OrderStatus
}

export type StatusChangeOutcome =
  /** `stockMoves`: the stock a cancellation gave back, for lib/stock/refresh-availability.ts. */
  | { ok: true; status: OrderStatus; repeated: boolean; stockMoves?: StockMove[] }
  | ({
      ok: false
      reason: 'not-found' | 'not-allowed' | 'needs-shipment' | 'needs-return-reason' | 'status-changed'
    } & StatusRefusal)

export type { StatusRefusal } from './status-change-messages'

// A shopper can meet the two cancel refusals (their words: lib/i18n/account-message-texts.ts); the last one
// only the back office.
function notAllowed(order: Order, to: OrderStatus): StatusRefusal {
  if (to === 'cancelled' && wasDelivered(order)) return { code: 'cancel-after-delivery' }
  if (to === 'cancelled' && order.status === 'shipped') return { code: 'cancel-after-shipping' }
  return { code: 'status-not-allowed', from: order.status, to }
}

function wasDelivered(order: Order): boolean {
  return order.history.some((entry) => entry.status === 'delivered')
}

/**
 * Seeing an order lets a shopper cancel it. Confirming it needs proof that she reads the order's e-mail: the
 * link sent there, or being signed in to the account that placed it with its address verified. A guest's
 * proof cookie only shows that this browser placed the order, which a script placing orders has too, and a
 * confirmed order never lapses: it keeps its stock until staff act (and counts towards the open-order caps
 * until then).
 */
function shopperMay(actor: Extract<OrderActor, { role: 'shopper' }>, order: Order, to: OrderStatus) {
  if (to === 'confirmed') {
    if (actor.confirmLinkOrderId === order.id) return true
    return actor.uid !== null && order.uid === actor.uid && actor.accountEmailVerified === true
  }
  return canViewOrder(order, { uid: actor.uid, provenOrderIds: actor.provenOrderIds ?? [] })
}

/**
 * Moves order `orderId` to `to` in ONE transaction: reads the order, checks that `actor` may make this
 * transition (lib/orders/lifecycle/transitions.ts), appends `{ status, at, by, courier?, tracking?, note?,
 * requestId? }` to its history, queues the shopper's e-mail about it (lib/mail/status-mail.ts) and, on
 * cancel, puts every line's quantity back in stock from the figures read in the same transaction (so a concurrent order for the same product forces a retry, as in placing).
 *
 * Idempotent: asking again for the status the order already has (a double click, a retried request), or
 * repeating a request id already in the history, answers ok with `repeated: true` and writes nothing, so
 * there is never a second history entry or a second stock return. A change that names the status it was
 * asked from (`from`) is refused with 'status-changed' when the order has moved on, even to that status.
 *
 * A shopper's request for someone else's order answers 'not-found', exactly as for an order that does not
 * exist. `now` is the time recorded (array entries cannot hold a server timestamp).
 */
export async function changeOrderStatus(
  db: Firestore,
  change: StatusChange,
  now: Date = new Date(),
): Promise<StatusChangeOutcome> {
  const notFound = { ok: false, reason: 'not-found', code: 'status-order-not-found' } as const
  if (!isPossibleOrderId(change.orderId)) return notFound
  const orderRef = orderDocRef(db, change.orderId)

  return firestoreTransaction(db, 'change order status', async (tx): Promise<StatusChangeOutcome> => {
    const snapshot = await tx.get(orderRef)
    const order = orderFromSnapshot(snapshot)
    if (!order) return notFound
    const { actor } = change
    if (actor.role === 'shopper' && !shopperMay(actor, order, change.to)) return notFound
    // Checked here, in the transaction, so a hold that a resent link stretched meanwhile is kept.
    if (actor.role === 'system' && !isHoldDue(order, now)) {
      return { ok: false, reason: 'not-allowed', ...notAllowed(order, change.to) }
    }

    const sameRequest =
      change.requestId !== undefined && order.history.some((entry) => entry.requestId === change.requestId)
    if (sameRequest) return { ok: true, status: order.status, repeated: true }
    // Even a change to the status it now has: a second "Mark shipped" with another tracking number must not
    // be answered as done while the first one's number stays.
    if (change.from !== undefined && change.from !== order.status) {
      return { ok: false, reason: 'status-changed', code: 'status-changed' }
    }
    if (order.status === change.to) return { ok: true, status: order.status, repeated: true }
    if (!isAllowedTransition(order.status, change.to, change.actor.role)) {
      return { ok: false, reason: 'not-allowed', ...notAllowed(order, change.to) }
    }
    // A delivery undone (marked by mistake, back to shipped) is still a parcel she may have: staff can mark
    // it delivered again or returned, never cancel it and put its stock back.
    if (change.to === 'cancelled' && wasDelivered(order)) {
      return { ok: false, reason: 'not-allowed', ...notAllowed(order, change.to) }
    }
    // Undoing a delivery puts back the shipment it had; after the window the delivery stands.
    const undo = isUndoDelivered(order.status, change.to)
    if (undo && !canUndoDelivered(order, now)) {
      return { ok: false, reason: 'not-allowed', ...notAllowed(order, change.to) }
    }
    const lastShipped = order.history.findLast((entry) => entry.status === 'shipped')
    const shipment = undo
      ? { courier: lastShipped?.courier ?? '', tracking: lastShipped?.tracking ?? '' }
      : change.shipment
    if (needsShipment(change.to) && (!shipment?.courier.trim() || !shipment.tracking.trim())) {
      return { ok: false, reason: 'needs-shipment', code: 'needs-shipment' }
    }
    if (needsReturnReason(change.to) && !change.returnReason) {
      return { ok: false, reason: 'needs-return-reason', code: 'needs-return-reason' }
    }

    const allowance: RecipientAllowance = order.contact?.email
      ? await readRecipientAllowance(tx, db, order.contact.email, now)
      : { allows: false, spend: () => {} }
    // Cancelled before it left the shop, the order gives its first-order discount back.
    const claimsBack =
      change.to === 'cancelled' && (order.status === 'placed' || order.status === 'confirmed')
        ? await readClaimsToReturn(tx, db, order)
        : null
    const stockMoves: StockMove[] = []
    const backInStock = backInStockHooks(db, now)
    if (returnsStock(change.to, change.returnReason)) {
      const back = changesByProduct(order.lines, 1)
      const stocks = await readProductStocksInTransaction(tx, db, [...back.keys()])
      const why = {
        reason:
          change.to === 'returned'
            ? ('return' as const)
            : change.actor.role === 'system'
              ? ('lapse' as const)
              : ('cancel' as const),
        actor: { uid: change.actor.uid, role: change.actor.role },
        orderId: change.orderId,
      }
      // A line of a colour or size the product no longer comes in has no shelf to go back to.
      const shelves = [...back].flatMap(([productId, changes]) => {
        const stock = stocks.get(productId)
        return stock ? [{ stock, known: changes.filter((item) => item.key in stock.variants) }] : []
      })
      // Whoever waits on "tell me when it's back" for a size this puts back on sale hears now, not at the
      // next receipt; its reads come before this transaction's first write.
      for (const { stock, known } of shelves) await backInStock.beforeWrite(tx, stock, known)
      for (const { stock, known } of shelves) {
        stockMoves.push(writeStockChanges(tx, db, stock, known, why, now))
        backInStock.after(tx, stock)
      }
    }

    const entry = {
      status: change.to,
      at: Timestamp.fromDate(now),
      by: { uid: change.actor.uid, role: change.actor.role },
      ...(needsShipment(change.to) && shipment
        ? { courier: shipment.courier.trim(), tracking: shipment.tracking.trim() }
        : {}),
      ...(change.note?.trim() ? { note: change.note.trim() } : {}),
      ...(undo ? { undo: true } : {}),
      ...(needsReturnReason(change.to) && change.returnReason ? { reason: change.returnReason } : {}),
      ...(change.to === 'cancelled' && change.actor.role === 'staff' && change.cancelReason
        ? { cancelReason: change.cancelReason }
        : {}),
      ...(change.requestId ? { requestId: change.requestId } : {}),
    }
    // The stored entries as read in this transaction, plus the new one: a concurrent change forces a retry.
    const stored: unknown = snapshot.get('history')
    tx.update(orderRef, {
      status: change.to,
      history: [...(Array.isArray(stored) ? stored : []), entry],
      // Confirmed or cancelled, the order holds nothing that could lapse any more.
      holdUntil: null,
      // Until staff take it up, an order she confirmed herself still counts towards her open-order caps
      // (lib/orders/placing/order-placer.ts).
      shopperConfirmed: change.to === 'confirmed' && change.actor.role === 'shopper',
      updatedAt: FieldValue.serverTimestamp(),
    })
    claimsBack?.write()
    // A mobile's returned parcels, by reason, for the back office's hint on its next orders.
    if (change.to === 'returned' && change.returnReason && order.contact?.mobile) {
      recordReturn(tx, db, order.contact.mobile, change.returnReason)
    }
    // The shopper's e-mail about this change commits with it (lib/mail/status-mail.ts).
    queueStatusMail(tx, db, order, entry, now, allowance)
    return { ok: true, status: change.to, repeated: false, stockMoves }
  }).then(nudgeAfterChange)
}
