import type { OrderStatus } from '@/lib/orders/lifecycle/transitions'

/**
 * What confirming a cash-on-delivery order answers, by the e-mail's link or by the order page's button, as
 * codes (the words: lib/i18n/confirm-message-texts.ts). Apart from confirm-order.ts, which is server-only,
 * so client leaves can name them. Every refusal changed nothing.
 */
export type ConfirmMessage =
  /**
   * Confirmed now; `at` is the moment recorded in the order's history (ISO), left out only on the
   * prerendered answer page a form sent without JavaScript lands on (confirm-answer-pages.ts).
   */
  | { code: 'confirm-done'; at?: string }
  /** Already confirmed (the link pressed twice, or staff confirmed it by phone first): harmless. */
  | { code: 'confirm-already' }
  /** The link is more than 24 hours old. */
  | { code: 'confirm-expired' }
  /** Not a link the shop made (mistyped, cut short or forged), or for an order that does not exist. */
  | { code: 'confirm-invalid' }
  /** The order has moved on (shipped, delivered or cancelled): nothing to confirm. */
  | { code: 'confirm-closed'; status: OrderStatus }
  /** Too many confirmation attempts from this address or browser in a short time. */
  | { code: 'confirm-too-many' }
