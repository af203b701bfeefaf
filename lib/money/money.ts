/**
 * Money in the shop is integer cents, everywhere: the catalogue and sale data (data/products.ts, data/sale.ts),
 * pricing, orders in Firestore and every screen. Adding and multiplying binary floating-point dollars drifts
 * (0.1 + 0.2), and an order total must match to the cent on every screen and in Firestore, so there are no
 * dollar amounts to convert: only cents. Their format for people is lib/format/price.ts; decimalOf is the
 * one for structured data.
 */
export type Cents = number

/** 14999 -> '149.99': the decimal amount schema.org's price and MonetaryAmount value expect. */
export function decimalOf(cents: Cents): string {
  assertCents(cents)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * `percent`% of an amount, rounded half up to the cent (so 15% of $33.30 = 499.5 cents -> $5.00). Every
 * discount goes through here, so the same basket always gets the same discount.
 */
export function percentOfCents(cents: Cents, percent: number): Cents {
  assertCents(cents)
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`A whole percentage from 0 to 100 is required, got ${percent}`)
  }
  // cents * percent is an exact integer, so this is integer arithmetic: floor(x / 100 + 0.5).
  return Math.floor((cents * percent + 50) / 100)
}

export function multiplyCents(cents: Cents, quantity: number): Cents {
  assertCents(cents)
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`)
  return cents * quantity
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a whole number of cents: ${cents}`)
}
