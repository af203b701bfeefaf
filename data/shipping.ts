/**
 * Delivery charges, as data: the checkout, the cart summary and the shipping page all read these figures, so
 * the fee a shopper is shown before checkout is the fee the order is charged.
 *
 * Rule: delivery is free when the order's subtotal AFTER any promo discount is at least $50.00; below that a
 * flat $4.99 is added. An empty bag has no delivery charge. Amounts are integer cents (see lib/money).
 */
export type ShippingRules = {
  /** Subtotal after discount, in cents, from which delivery is free. */
  freeFromCents: number
  /** The flat fee below that threshold, in cents. */
  flatFeeCents: number
  /** One sentence for the cart, checkout and shipping page. */
  summary: string
  /** Where the shop delivers: ISO 3166-1 country code. */
  country: 'PK'
  /**
   * Working days from order to door, as the shipping page and order confirmation state ("2 to 7 working
   * days"): orders placed before the cut-off leave the same working day (no handling days), then the courier
   * takes 2 to 7 working days depending on the city.
   */
  delivery: {
    handlingDays: { min: number; max: number }
    transitDays: { min: number; max: number }
    /** Orders placed before this time (Pakistan time, UTC+5) are dispatched the same working day. */
    cutoffTime: string
  }
}

export const shippingRules: ShippingRules = {
  freeFromCents: 5000,
  flatFeeCents: 499,
  summary:
    'Free delivery across Pakistan on orders of $50.00 or more after discounts; otherwise a flat $4.99.',
  country: 'PK',
  delivery: {
    handlingDays: { min: 0, max: 0 },
    transitDays: { min: 2, max: 7 },
    cutoffTime: '14:00:00+05:00',
  },
}

/**
 * '$50': the free-delivery threshold as the shop's texts say it ("free delivery over $50"). Written out, as
 * data is plain values; data/shipping.test.ts checks it is freeFromCents in the shop's short price format.
 */
export const FREE_DELIVERY_FROM = '$50'
