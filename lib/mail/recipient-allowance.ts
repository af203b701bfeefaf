import 'server-only'
import { createHash } from 'node:crypto'
import { mailboxKey } from '@/lib/checkout/mailbox'
import { type Firestore, Timestamp, type Transaction } from '@/lib/firebase/firestore-types'
import { abuseLimitSettings } from '@/lib/rate-limit/settings'
import { shopDay } from '@/lib/staff/shop-day'

/**
 * The daily cap on mail to one address, for every kind the shop sends (receipts, status changes,
 * verifications, newsletter confirmations): a stranger who types someone else's address can make the shop
 * write to her at most this often. `mailRecipients/{sha256(address)}` = `{ day, count, invitations,
 * expiresAt }` counts the messages queued for the address on the shop's day (Pakistan's), and of those the
 * invitations (INVITATIONS_PER_DAY); it is read and written inside the transaction that queues the message,
 * so two messages queued at once cannot both take the last place.
 * Set a Firestore TTL policy on `mailRecipients.expiresAt` so old counters are deleted.
 */
export const MAIL_RECIPIENTS_COLLECTION = 'mailRecipients'

/**
 * Mail a stranger can make the shop send with nothing but an address: the newsletter's and a stock alert's
 * "please confirm". Each takes a place in the day's cap like any other message, but no more than this many
 * of them a day, so sign-ups typed by a stranger can never use up the places an order's receipt needs (its
 * Confirm link is the only way a guest confirms her order).
 */
export const INVITATIONS_PER_DAY = 3

export type MailKind = 'order' | 'invitation'

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

/**
 * Reads today's counts for `address` in the transaction, for a message of `kind` (anything but the two
 * "please confirm" invitations is 'order'); `cap` defaults to SHOP_MAILS_PER_RECIPIENT_PER_DAY.
 */
export async function readRecipientAllowance(
  tx: Transaction,
  db: Firestore,
  address: string,
  now: Date,
  {
    kind = 'order',
    cap = abuseLimitSettings().mailsPerRecipientPerDay,
  }: { kind?: MailKind; cap?: number } = {},
): Promise<RecipientAllowance> {
  const ref = recipientRef(db, address)
  const snapshot = await tx.get(ref)
  const day = shopDay(now)
  const today = snapshot.get('day') === day
  const count = today ? wholeCount(snapshot.get('count')) : 0
  const invitations = today ? wholeCount(snapshot.get('invitations')) : 0
  return {
    allows: count < cap && (kind !== 'invitation' || invitations < INVITATIONS_PER_DAY),
    spend: () => {
      tx.set(ref, {
        day,
        count: count + 1,
        invitations: invitations + (kind === 'invitation' ? 1 : 0),
        expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY_MS),
      })
    },
  }
}

const wholeCount = (stored: unknown) => (typeof stored === 'number' ? stored : 0)
