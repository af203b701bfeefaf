import 'server-only'
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from '@/lib/firebase/firestore-types'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { newMailRef } from '@/lib/mail/outbox-reads'
import { outboxDeliveryStart } from '@/lib/mail/queue-mail'
import { readRecipientAllowance, type RecipientAllowance } from '@/lib/mail/recipient-allowance'
import { nudgeMailSender } from '@/lib/mail/sender/nudge'
import { absoluteUrl } from '@/lib/site-url'
import type { StockChange } from '@/lib/stock/ledger-plan'
import type { ProductStock } from '@/lib/stock/stock-doc'
import { alertItemName, alertProductPath } from './alert-item'
import { backInStockMail } from './alert-mail'
import { waitingForVariant } from './alert-reads'
import { BACK_IN_STOCK_KIND } from './stock-alerts'

type Waiting = {
  ref: DocumentReference
  email: string
  language: Locale
  variant: string
  allowance: RecipientAllowance
}

/**
 * What a movement that puts stock on sale commits besides the figures: a staff receipt or count, a stock-take,
 * or an order cancelled, returned or lapsed (lib/orders/lifecycle/change-status.ts). For each variant it adds
 * to, the ONE mail every shopper still waiting on "tell me when it's back" for it gets, in her language,
 * linking to the product in that colour and size, within her address's daily cap; the request is then 'sent'
 * and never mails again. A request whose address has had its day's mail keeps waiting for the next movement.
 * (She can only ask while the variant is sold out, so any addition is its coming back.)
 *
 * Reads (the waiting requests and their allowances) happen in `beforeWrite`, which a transaction calls for
 * every product before it writes anything, as Firestore requires; `after` writes one product's mails. Both
 * are keyed by product, so a retried transaction, or one that moves several products, counts each once.
 */
export function backInStockHooks(db: Firestore, now: Date) {
  const pending = new Map<number, Waiting[]>()
  const toldByProduct = new Map<number, number>()
  const told = () => [...toldByProduct.values()].reduce((sum, count) => sum + count, 0)
  return {
    async beforeWrite(tx: Transaction, stock: ProductStock, changes: readonly StockChange[]) {
      const waiting: Waiting[] = []
      pending.set(stock.productId, waiting)
      const added = changes.filter((change) => change.delta > 0)
      for (const change of added) {
        const snapshot = await tx.get(waitingForVariant(db, stock.productId, change.key))
        for (const doc of snapshot.docs) {
          const email: unknown = doc.get('email')
          if (typeof email !== 'string') continue
          const language: unknown = doc.get('language')
          waiting.push({
            ref: doc.ref,
            email,
            language: (LOCALES as readonly unknown[]).includes(language) ? (language as Locale) : 'en',
            variant: change.key,
            allowance: await readRecipientAllowance(tx, db, email, now),
          })
        }
      }
    },
    after(tx: Transaction, stock: ProductStock) {
      let mailed = 0
      for (const alert of pending.get(stock.productId) ?? []) {
        if (!alert.allowance.allows) continue
        alert.allowance.spend()
        const item = alertItemName(alert.language, stock.productId, alert.variant)
        const url = absoluteUrl(alertProductPath(alert.language, stock.productId, alert.variant))
        tx.create(newMailRef(db), {
          to: alert.email,
          message: backInStockMail(alert.language, item, url),
          kind: BACK_IN_STOCK_KIND,
          subscriberKey: alert.ref.id,
          language: alert.language,
          createdAt: FieldValue.serverTimestamp(),
          ...outboxDeliveryStart(now),
        })
        tx.update(alert.ref, { status: 'sent', waiting: null, sentAt: Timestamp.fromDate(now) })
        mailed += 1
      }
      toldByProduct.set(stock.productId, mailed)
    },
    /** After the commit: wake this server's sender for the new mails. */
    afterCommit() {
      if (told() > 0) nudgeMailSender()
    },
    told,
  }
}
