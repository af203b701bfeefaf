import 'server-only'
import { FieldValue, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { localePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'
import { newMailRef } from '@/lib/mail/outbox-reads'
import { outboxDeliveryStart } from '@/lib/mail/queue-mail'
import { readRecipientAllowance } from '@/lib/mail/recipient-allowance'
import { absoluteUrl } from '@/lib/site-url'
import { alertItemName } from './alert-item'
import { stockAlertConfirmMail } from './alert-mail'
import { alertKey, alertRef } from './alert-reads'
import { signStockAlertToken, stockAlertConfirmPath, verifyStockAlertToken } from './alert-token'

/** Outbox kinds of the two mails (outbox documents of orders carry an orderId; these carry the alert's key). */
export const STOCK_ALERT_CONFIRM_KIND = 'stock-alert-confirm'
export const BACK_IN_STOCK_KIND = 'back-in-stock'

/** A pending request asked again gets the link again at most this often (the action's limits cap the asks). */
export const ALERT_CONFIRM_RESEND_INTERVAL_MS = 60 * 60 * 1000

export type AlertRequest = { email: string; productId: number; variant: string; language: Locale }

/**
 * Stores a request as pending and, in the same transaction, queues its "please confirm" mail within the
 * address's daily cap (GUIDE 13). Asked again while pending: the link again, at most hourly; already waiting
 * or already told: nothing (a request that was told starts afresh). The caller answers every outcome alike.
 */
export async function storeStockAlert(
  db: Firestore,
  request: AlertRequest,
  secret: string,
  now: Date = new Date(),
): Promise<'pending-sent' | 'unchanged'> {
  const key = alertKey(request.email, request.productId, request.variant)
  const ref = alertRef(db, key)
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref)
    const allowance = await readRecipientAllowance(tx, db, request.email, now, { kind: 'invitation' })
    if (!allowance.allows) return 'unchanged'
    const status: unknown = snapshot.get('status')
    if (snapshot.exists && status === 'waiting') return 'unchanged'
    if (snapshot.exists && status === 'pending') {
      const last = snapshot.get('confirmSentAt') as Timestamp | undefined
      if (last && now.getTime() - last.toMillis() < ALERT_CONFIRM_RESEND_INTERVAL_MS) return 'unchanged'
    }
    tx.set(ref, {
      email: request.email,
      productId: request.productId,
      variant: request.variant,
      language: request.language,
      status: 'pending',
      waiting: null,
      createdAt: snapshot.exists ? snapshot.get('createdAt') : FieldValue.serverTimestamp(),
      confirmSentAt: Timestamp.fromDate(now),
      confirmedAt: null,
      sentAt: null,
    })
    const token = signStockAlertToken(secret, key, now)
    const url = absoluteUrl(localePath(request.language, stockAlertConfirmPath(token)))
    const item = alertItemName(request.language, request.productId, request.variant)
    allowance.spend()
    tx.create(newMailRef(db), {
      to: request.email,
      message: stockAlertConfirmMail(request.language, item, url),
      kind: STOCK_ALERT_CONFIRM_KIND,
      subscriberKey: key,
      language: request.language,
      createdAt: FieldValue.serverTimestamp(),
      ...outboxDeliveryStart(now),
    })
    return 'pending-sent'
  })
}

export type AlertLinkAnswer = 'confirmed' | 'already-confirmed' | 'already-told' | 'expired' | 'not-valid'

/** The confirmation button: a genuine, unexpired token's pending request starts waiting, once. */
export async function confirmStockAlert(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<AlertLinkAnswer> {
  const check = verifyStockAlertToken(secret, token, now)
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'not-valid'
  const ref = alertRef(db, check.key)
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref)
    if (!snapshot.exists) return 'not-valid'
    const status: unknown = snapshot.get('status')
    if (status === 'waiting') return 'already-confirmed'
    if (status === 'sent') return 'already-told'
    tx.update(ref, {
      status: 'waiting',
      waiting: `${String(snapshot.get('productId'))}|${String(snapshot.get('variant'))}`,
      confirmedAt: Timestamp.fromDate(now),
    })
    return 'confirmed'
  })
}
