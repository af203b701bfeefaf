import 'server-only'
import { createHash } from 'node:crypto'
import { mailboxKey } from '@/lib/checkout/mailbox'
import { type Firestore, Timestamp, type Transaction } from '@/lib/firebase/firestore-types'
import { abuseLimitSettings } from '@/lib/rate-limit/settings'
import { shopDay } from '@/lib/staff/shop-day'

/**
 * The daily cap on mail to one address, for every kind the shop sends (receipts, status changes,
 * verifications, newsletter confirmations): a stranger who types someone else's address can make the shop
 * write to her at most this often. `mailRecipients/{sha256(address)}` = `{ day, count, expiresAt }` counts
 * the messages queued for the address on the shop's day (Pakistan's); it is read and written inside the
 * transaction that queues the message, so two messages queued at once cannot both take the last place.
 * Set a Firestore TTL policy on `mailRecipients.expiresAt` so old counters are deleted.
 */
export const MAIL_RECIPIENTS_COLLECTION = 'mailRecipients'

export type RecipientAllowance = {
  /** Whether one more message may go to this address today. */
  allows: boolean
  /** Counts the message; call after every read of the transaction, and only when it is queued. */
  spend: () => void
}

/** Counted per inbox (lib/checkout/mailbox.ts), so a stranger's +tags and dotted Gmail names share one cap. */
function recipientRef(db: Firestore, address: string) {
  const id = createHash('sha256')
    .update(`fatin-mail-recipient\n${mailboxKey(address)}`)
    .digest('hex')
  return db.collection(MAIL_RECIPIENTS_COLLECTION).doc(id)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Reads today's count for `address` in the transaction; `cap` defaults to SHOP_MAILS_PER_RECIPIENT_PER_DAY. */
export async function readRecipientAllowance(
  tx: Transaction,
  db: Firestore,
  address: string,
  now: Date,
  cap: number = abuseLimitSettings().mailsPerRecipientPerDay,
): Promise<RecipientAllowance> {
  const ref = recipientRef(db, address)
  const snapshot = await tx.get(ref)
  const day = shopDay(now)
  const stored: unknown = snapshot.get('count')
  const count = snapshot.get('day') === day && typeof stored === 'number' ? stored : 0
  return {
    allows: count < cap,
    spend: () => {
      tx.set(ref, { day, count: count + 1, expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY_MS) })
    },
  }
}
