import 'server-only'
import { maskMobile, type MaskedMobile } from '@/lib/checkout/masked-mobile'
import { adminDb } from '@/lib/firebase/admin'
import type { Firestore } from '@/lib/firebase/firestore-types'
import type { Order, OrderLine } from '@/lib/orders/order-doc'
import { readOrder } from '@/lib/orders/order-reads'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import type { ConfirmMessage } from './confirm-messages'
import { verifyConfirmToken } from './confirm-token'

/**
 * What the "Confirm my order" button confirms, as the link's page shows it: what was bought, what she pays
 * the courier and where it goes. The mobile is masked (lib/checkout/masked-mobile.ts): whoever holds the link
 * sees this page, and the shopper needs only to recognise her own number.
 */
export type ConfirmSummary = {
  orderNumber: string
  /** `productId` names the product in the page's language (lib/i18n/catalogue-text.ts). */
  lines: ReadonlyArray<Pick<OrderLine, 'productId' | 'name' | 'color' | 'size' | 'quantity' | 'lineTotal'>>
  /** Cents, the amount paid on delivery. */
  total: number
  address: Omit<Order['address'], 'mobile'> & { mobile: MaskedMobile }
}

/** What the link's page shows before anything is pressed: the summary and its button, or why not. */
export type ConfirmPageData =
  | { ready: true; summary: ConfirmSummary }
  | {
      ready: false
      /** The number of the order a genuine link names (expired ones too); null for a link we did not make. */
      orderNumber: string | null
      answer: Exclude<ConfirmMessage, { code: 'confirm-done' | 'confirm-too-many' }>
    }

/**
 * Reads (never writes) what /orders/confirm/{token} offers. A GET must change nothing: mail scanners, some of
 * which run the page's scripts, open links to check them, and only the button's POST confirms.
 */
export async function readConfirmPage(
  db: Firestore,
  secret: string,
  token: string,
  now: Date,
): Promise<ConfirmPageData> {
  const check = verifyConfirmToken(secret, token, now)
  if (!check.ok) {
    if (check.reason !== 'expired')
      return { ready: false, orderNumber: null, answer: { code: 'confirm-invalid' } }
    const expired = await readOrder(db, check.orderId)
    return { ready: false, orderNumber: expired?.number ?? null, answer: { code: 'confirm-expired' } }
  }
  const order = await readOrder(db, check.orderId)
  if (!order) return { ready: false, orderNumber: null, answer: { code: 'confirm-invalid' } }
  const number = order.number
  if (order.status === 'placed') return { ready: true, summary: summaryOf(order, number) }
  if (order.status === 'confirmed')
    return { ready: false, orderNumber: number, answer: { code: 'confirm-already' } }
  return { ready: false, orderNumber: number, answer: { code: 'confirm-closed', status: order.status } }
}

/** The same for the page, with the shop's database and key. */
export function confirmPageData(token: string, now: Date = new Date()): Promise<ConfirmPageData> {
  return readConfirmPage(adminDb(), orderProofSecret(), token, now)
}

function summaryOf(order: Order, number: string): ConfirmSummary {
  const { mobile, ...address } = order.address
  return {
    orderNumber: number,
    lines: order.lines.map(({ productId, name, color, size, quantity, lineTotal }) => ({
      productId,
      name,
      color,
      size,
      quantity,
      lineTotal,
    })),
    total: order.pricing.total,
    address: { ...address, mobile: maskMobile(mobile) },
  }
}
