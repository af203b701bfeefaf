import 'server-only'
import { FieldValue, type Firestore, Timestamp, type Transaction } from '@/lib/firebase/firestore-types'
import { localePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'
import {
  orderMail,
  verifyEmailMail,
  type MailOrder,
  type OrderMailEvent,
} from '@/lib/mail/messages/order-messages'
import { usesBuiltinSender } from '@/lib/mail/mail-settings'
import type { MailKind, MailMessage } from '@/lib/mail/outbox-doc'
import { mailRef } from '@/lib/mail/outbox-reads'
import type { RecipientAllowance } from '@/lib/mail/recipient-allowance'
import { confirmPath, signConfirmToken } from '@/lib/orders/confirmation/confirm-token'
import { signOrderLinkToken } from '@/lib/orders/access/order-link-token'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { absoluteUrl } from '@/lib/site-url'

/** What an order e-mail is built from: the order as stored, with its contact e-mail and language. */
export type MailOrderSource = Omit<MailOrder, 'orderUrl' | 'language'> & {
  language?: Locale
  email: string | null | undefined
}

/**
 * "View your order": a signed link that opens the order's page in any browser, in the order's language
 * (lib/orders/access/order-link-token.ts, app/api/orders/open/[token]/route.ts).
 */
export function orderUrl(orderId: string, language: Locale, now: Date = new Date()): string {
  const token = signOrderLinkToken(orderProofSecret(), orderId, now)
  return absoluteUrl(`/api/orders/open/${token}${language === 'en' ? '' : `?lang=${language}`}`)
}

/** The order-received event with a fresh "Confirm my order" link, good for 24 hours from `now`. */
export function orderReceivedEvent(orderId: string, language: Locale, now: Date): OrderMailEvent {
  const token = signConfirmToken(orderProofSecret(), orderId, now)
  return { kind: 'order-received', confirmUrl: absoluteUrl(localePath(language, confirmPath(token))) }
}

/**
 * Writes one order e-mail to the outbox inside the caller's transaction, so it exists exactly when the
 * change that causes it commits (GUIDE 13): a refused or retried transaction leaves no message, a
 * committed one never lacks it. The document id is `{orderId}-{kind}` for the events, which each happen
 * once to an order; `create` makes a second write of the same one fail the transaction rather than send
 * twice. A resent confirmation passes its own id. An order without an e-mail (an account order placed before
 * contacts were stored) gets none, and neither does an address that has had its day's mail
 * (lib/mail/recipient-allowance.ts: the caller reads `allowance` before its writes). Returns the message id,
 * or null when nothing was queued.
 */
export function queueOrderMail(
  tx: Transaction,
  db: Firestore,
  source: MailOrderSource,
  event: OrderMailEvent,
  now: Date,
  allowance: RecipientAllowance,
  id: string = `${source.id}-${event.kind}`,
): string | null {
  if (!source.email) return null
  const language = source.language ?? 'en'
  const message = orderMail({ ...source, language, orderUrl: orderUrl(source.id, language, now) }, event)
  return queueMessage(
    tx,
    db,
    { id, to: source.email, message, kind: event.kind, orderId: source.id, language },
    now,
    allowance,
  )
}

/** The "verify your e-mail" message an unverified account gets instead of its receipt (lib/mail/held-receipts.ts). */
export function queueVerifyEmailMail(
  tx: Transaction,
  db: Firestore,
  order: { id: string; number: string; language: Locale; email: string },
  verifyUrl: string,
  now: Date,
  allowance: RecipientAllowance,
): string | null {
  const message = verifyEmailMail(order.language, order.number, verifyUrl)
  return queueMessage(
    tx,
    db,
    {
      id: `${order.id}-verify-email`,
      to: order.email,
      message,
      kind: 'verify-email',
      orderId: order.id,
      language: order.language,
    },
    now,
    allowance,
  )
}

type OrderMessage = {
  id: string
  to: string
  message: MailMessage
  kind: MailKind
  orderId: string
  language: Locale
}

function queueMessage(
  tx: Transaction,
  db: Firestore,
  { id, to, message, kind, orderId, language }: OrderMessage,
  now: Date,
  allowance: RecipientAllowance,
): string | null {
  if (!allowance.allows) {
    console.warn(`[mail] ${kind} for order ${orderId} not sent: its address has had today's mail`)
    return null
  }
  allowance.spend()
  tx.create(mailRef(db, id), {
    to,
    message,
    kind,
    orderId,
    language,
    createdAt: FieldValue.serverTimestamp(),
    ...outboxDeliveryStart(now),
  })
  return id
}

/**
 * The fields our sender starts a message with (any outbox message: orders' and the newsletter's). With the
 * extension, the document is left as its docs show one ("the extension creates and updates a delivery
 * field") and nothing of ours that it would have to read.
 */
export function outboxDeliveryStart(now: Date): Record<string, unknown> {
  if (!usesBuiltinSender()) return {}
  return {
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      error: null,
      leaseExpireTime: null,
      info: null,
    },
    // When our sender may try it: now.
    sendAfter: Timestamp.fromDate(now),
  }
}
