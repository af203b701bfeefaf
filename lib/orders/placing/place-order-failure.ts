import type { ValidationFailureCode } from '@/lib/forms/validated-action'
import type { PromoRefusal } from '@/lib/promo/promo-codes'
import type { OpenOrderCount } from './order-placer'

/**
 * Why placing an order was refused, decided on the server (lib/orders/place-order-core.ts and actions.ts)
 * and read by the checkout form, which acts on the code and shows the words for it in the page's language
 * (lib/i18n/form-message-texts.ts).
 */
export type OrderRefusalCode =
  /** Not signed in (or the session ended): nothing to place an order for. */
  | 'signed-out'
  /** Too many attempts from this account in a short time (lib/rate-limit). */
  | 'rate-limited'
  /** A cap on orders waiting for confirmation is full (lib/orders/placing/order-placer.ts). */
  | 'too-many-open-orders'
  | 'empty-bag'
  /** One product is asked for more than an order may take (lib/orders/placing/order-stock.ts). */
  | 'over-product-limit'
  /** The bag asks for more than is left: the shopper reviews the bag. */
  | 'out-of-stock'
  /** The promo code does not apply; `fieldErrors.promoCode` says why. */
  | 'promo-refused'
  /** The same idempotency key came back with another bag, code or address: the shopper reviews the bag. */
  | 'conflict'
  /** The idempotency key belongs to someone else's order: the page must be reloaded. */
  | 'form-expired'

export type PlaceOrderFailureCode = OrderRefusalCode | ValidationFailureCode

/** A refusal with the parameters its words need. */
export type OrderRefusal =
  | {
      code: Exclude<
        OrderRefusalCode,
        'out-of-stock' | 'promo-refused' | 'too-many-open-orders' | 'over-product-limit'
      >
    }
  /** `limit` orders already wait for confirmation: the shopper's own (`counts: 'shopper'`) or her connection's. */
  | { code: 'too-many-open-orders'; limit: number; counts: OpenOrderCount }
  /** The bag asks for more than `limit` of one product, by its name. */
  | { code: 'over-product-limit'; productName: string | null; limit: number }
  /** The first product the bag wants more of than is left: `available` of it (0: none), by its name. */
  | { code: 'out-of-stock'; productName: string | null; available: number }
  | { code: 'promo-refused'; refusal: PromoRefusal }

const REVIEW_BAG: readonly PlaceOrderFailureCode[] = ['out-of-stock', 'over-product-limit', 'conflict']

/** Whether the shopper's next step after a failure with this code is the bag, so the form links to it. */
export function sendsToBag(code: string): boolean {
  return (REVIEW_BAG as readonly string[]).includes(code)
}
