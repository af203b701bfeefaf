import 'server-only'
import { firestoreTransaction } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { isEmailVerifiedNow } from '@/lib/firebase/email-verification'
import { orderReceivedEvent, queueOrderMail } from '@/lib/mail/queue-mail'
import { readRecipientAllowance } from '@/lib/mail/recipient-allowance'
import { nudgeMailSender } from '@/lib/mail/sender/nudge'
import { orderFromSnapshot, orderRef, readHeldReceiptOrderIds } from '@/lib/orders/order-reads'

/**
 * An account whose e-mail is not verified gets no receipt: anyone can make an account with someone else's
 * address, and a receipt carries the name and address the account typed. Its order is placed with
 * `receiptHeld: true` and a "verify your e-mail" message instead (lib/orders/placing/place-order-core.ts).
 * Once Auth says the address is verified, the receipt goes out with a fresh "Confirm my order" link. That is
 * checked when the shopper signs in (app/api/session) and when she opens the order's page, which is where
 * the verification link continues to.
 */
const RELEASE_BATCH = 10

/** Sends the held receipts of `uid`'s orders still waiting for confirmation; returns how many were queued. */
export async function releaseHeldReceipts(
  db: Firestore,
  uid: string,
  now: Date = new Date(),
): Promise<number> {
  const held = await readHeldReceiptOrderIds(db, uid, RELEASE_BATCH)
  let queued = 0
  for (const id of held) {
    const sent = await firestoreTransaction(db, 'release held receipt', async (tx) => {
      const ref = orderRef(db, id)
      const snapshot = await tx.get(ref)
      if (snapshot.get('receiptHeld') !== true) return false
      const order = orderFromSnapshot(snapshot)
      const email = order?.contact?.email
      const allowance = email ? await readRecipientAllowance(tx, db, email, now) : null
      tx.update(ref, { receiptHeld: false })
      // An order confirmed or cancelled meanwhile needs no link any more.
      if (!order || !email || !allowance || order.status !== 'placed') return false
      const mailId = queueOrderMail(
        tx,
        db,
        { ...order, email },
        orderReceivedEvent(order.id, order.language, now),
        now,
        allowance,
      )
      return mailId !== null
    })
    if (sent) queued += 1
  }
  if (queued > 0) nudgeMailSender()
  return queued
}

/** The same, once Auth confirms the address is verified now; for a shopper who may just have verified it. */
export async function releaseHeldReceiptsIfVerified(db: Firestore, uid: string): Promise<number> {
  if (!(await isEmailVerifiedNow(uid))) return 0
  return releaseHeldReceipts(db, uid)
}
