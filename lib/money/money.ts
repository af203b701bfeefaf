import { formatPrice } from '@/lib/format'

/**
 * Money in the shop's logic is integer cents: adding and multiplying binary floating-point dollars drifts
 * (0.1 + 0.2), and an order total must match to the cent on every screen and in Firestore. Catalogue prices
 * are dollars with two decimals (data/products.ts); convert them at the edge with `toCents` and format back
 * with `formatCents`.
 */
export type Cents = number

/** 149.99 -> 14999. Rounds away the float error of `dollars * 100` (149.99 * 100 is 14998.999...). */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`)
  return Math.round(dollars * 100)
}

/** 14999 -> 149.99, for display and for structured data that wants dollars. */
export function fromCents(cents: Cents): number {
  assertCents(cents)
  return cents / 100
}

/** 14999 -> '$149.99', through the shop's one price format. */
export function formatCents(cents: Cents): string {
  return formatPrice(fromCents(cents))
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
