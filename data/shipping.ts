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
}

export const shippingRules: ShippingRules = {
  freeFromCents: 5000,
  flatFeeCents: 499,
  summary:
    'Free delivery across Pakistan on orders of $50.00 or more after discounts; otherwise a flat $4.99.',
}
