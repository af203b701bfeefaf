import 'server-only'
import { randomUUID } from 'node:crypto'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { orderReceivedEvent, queueOrderMail } from '@/lib/mail/queue-mail'
import { readRecipientAllowance } from '@/lib/mail/recipient-allowance'
import { holdEndFrom } from '@/lib/orders/lifecycle/hold'
import { nudgeMailSender } from '@/lib/mail/sender/nudge'
import { isPossibleOrderId, orderFromSnapshot, orderRef as orderDocRef } from '@/lib/orders/order-reads'

export type ResendOutcome =
  | { ok: true; mailId: string }
  | { ok: false; code: 'order-not-found' | 'order-not-placed' | 'no-email' | 'mail-cap-reached' }

/**
 * Queues the order-received e-mail again with a fresh "Confirm my order" link (24 hours from `now`), for an
 * order still waiting for confirmation: the shopper lost the first, or its link ran out. The order's hold is
 * stretched to the new link's life (staff chose to keep it). Read and written in one transaction, so an order
 * confirmed or cancelled meanwhile gets no link it can no longer use. The address's daily cap applies
 * (lib/mail/recipient-allowance.ts).
 */
export async function resendConfirmation(
  db: Firestore,
  orderId: string,
  now: Date = new Date(),
): Promise<ResendOutcome> {
  if (!isPossibleOrderId(orderId)) return { ok: false, code: 'order-not-found' }
  const orderRef = orderDocRef(db, orderId)
  const outcome = await firestoreTransaction(
    db,
    'resend confirmation',
    async (tx): Promise<ResendOutcome> => {
      const snapshot = await tx.get(orderRef)
      const order = orderFromSnapshot(snapshot)
      if (!order) return { ok: false, code: 'order-not-found' }
      if (order.status !== 'placed') return { ok: false, code: 'order-not-placed' }
      const email = order.contact?.email
      if (!email) return { ok: false, code: 'no-email' }
      const allowance = await readRecipientAllowance(tx, db, email, now)
      if (!allowance.allows) return { ok: false, code: 'mail-cap-reached' }
      const mailId = queueOrderMail(
        tx,
        db,
        { ...order, email },
        orderReceivedEvent(orderId, order.language, now),
        now,
        allowance,
        `${orderId}-order-received-${randomUUID()}`,
      )
      if (!mailId) return { ok: false, code: 'no-email' }
      tx.update(orderRef, { holdUntil: Timestamp.fromDate(holdEndFrom(now)), receiptNotSent: false })
      return { ok: true, mailId }
    },
  )
  if (outcome.ok) nudgeMailSender()
  return outcome
}
