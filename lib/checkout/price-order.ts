import { shippingRules } from '@/data/shipping'
import { type Cents, multiplyCents, percentOfCents } from '@/lib/money/money'
import { checkPromoCode, type PromoRefusal } from '@/lib/promo/promo-codes'

export type PriceableLine = { unitPrice: Cents; quantity: number }

export type PricedLine<L extends PriceableLine> = L & { lineTotal: Cents }

export type OrderPricing<L extends PriceableLine = PriceableLine> = {
  lines: PricedLine<L>[]
  subtotal: Cents
  discount: Cents
  shipping: Cents
  total: Cents
  /** The normalised code that was applied, or null. */
  appliedCode: string | null
  /** Why a typed code was not applied (unknown, or not the shopper's first order), or null. */
  promoRefusal: PromoRefusal | null
}

/** The figures a breakdown shows: the pricing function's result (lib/checkout/price-order.ts), lines aside. */
export type PricingFigures = Pick<OrderPricing, 'subtotal' | 'discount' | 'shipping' | 'total'> & {
  /** The code the discount came from, or null (OrderPricing's appliedCode; an order's pricing.promoCode). */
  promoCode: string | null
}

/** The breakdown's figures from a priced bag, whose code is called appliedCode there. */
export function figuresOf(pricing: Omit<OrderPricing, 'lines' | 'promoRefusal'>): PricingFigures {
  const { subtotal, discount, shipping, total, appliedCode } = pricing
  return { subtotal, discount, shipping, total, promoCode: appliedCode }
}

/**
 * Prices an order from unit prices the server took from the catalogue (never from the browser). All in cents:
 * - subtotal: sum of unit price x quantity;
 * - discount: the promo's percentage of the whole subtotal, rounded half up to the cent (one rounding per
 *   order, not per line, so the discount never depends on how the bag is split into lines);
 * - shipping: free when subtotal - discount >= the free-delivery threshold, else the flat fee; none on an
 *   empty bag;
 * - total: subtotal - discount + shipping.
 */
export function priceOrder<L extends PriceableLine>({
  lines,
  promoCode,
  isFirstOrder,
}: {
  lines: readonly L[]
  promoCode?: string | null
  isFirstOrder: boolean
}): OrderPricing<L> {
  const pricedLines = lines.map((line) => ({
    ...line,
    lineTotal: multiplyCents(line.unitPrice, line.quantity),
  }))
  const subtotal = pricedLines.reduce((sum, line) => sum + line.lineTotal, 0)

  const promo = checkPromoCode(promoCode, { isFirstOrder })
  const discount = promo.status === 'applied' ? percentOfCents(subtotal, promo.promo.percentOff) : 0
  const afterDiscount = subtotal - discount
  const shipping = shippingFor(afterDiscount, pricedLines.length > 0)

  return {
    lines: pricedLines,
    subtotal,
    discount,
    shipping,
    total: afterDiscount + shipping,
    appliedCode: promo.status === 'applied' ? promo.promo.code : null,
    promoRefusal: promo.status === 'refused' ? promo.refusal : null,
  }
}

export function shippingFor(subtotalAfterDiscount: Cents, hasItems: boolean): Cents {
  if (!hasItems) return 0
  return subtotalAfterDiscount >= shippingRules.freeFromCents ? 0 : shippingRules.flatFeeCents
}

/** How much more to spend for free delivery (0 once reached), for a "spend $x more" hint in the cart. */
export function amountToFreeShipping(subtotalAfterDiscount: Cents): Cents {
  return Math.max(0, shippingRules.freeFromCents - subtotalAfterDiscount)
}
