import type { StockProblem } from '@/lib/cart/stock-problem'
import type { PricingFigures } from '@/lib/checkout/price-order'
import type { OrderLine } from '@/lib/orders/order-doc'
import type { Province } from '@/lib/checkout/address-schema'

/** The delivery fields as the form starts; '' where there is nothing to offer. */
export type CheckoutDefaults = {
  fullName: string
  mobile: string
  address: string
  city: string
  province: Province | ''
  postalCode: string
}

/** A bag line as the checkout summary shows it (components/orders/order-lines.tsx), in the page's language. */
export type CheckoutViewLine = Omit<OrderLine, 'productId'> & {
  key: string
  href: string
  problem: StockProblem | null
}

/**
 * The checkout's personal part as GET /api/checkout answers it (lib/checkout/checkout-view.ts) and the
 * page's client leaf draws it (components/checkout/checkout-body.tsx). Amounts in cents.
 */
export type CheckoutView = {
  /** No account: the form also asks for an e-mail, and a note offers to sign in first. */
  guest: boolean
  lines: CheckoutViewLine[]
  /** Items in the bag, quantities summed. */
  itemCount: number
  /** The bag's pricing without a code. */
  pricing: PricingFigures
  /** False for an empty bag or when a line has a stock problem: the shopper fixes the bag first. */
  canCheckout: boolean
  /** The lines that cannot be ordered as they are, for the alert above the form. */
  problems: { key: string; name: string; problem: StockProblem }[]
  /** Whether this would be the shopper's first order (the promo codes are first-order offers). */
  firstOrder: boolean
  /** What to fill the form with: the account's saved address, else its name and mobile (blank for a guest). */
  defaults: CheckoutDefaults
  /** Fresh for each answer; the page keeps one per attempt (components/checkout/use-attempt-key.ts). */
  idempotencyKey: string
}
