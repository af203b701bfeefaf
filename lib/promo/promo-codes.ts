import { site } from '@/data/site'

/**
 * The shop's promo codes. Both are first-order offers: FATIN15 from the promo banner, WELCOME10 the welcome
 * code promised at sign-up and in the newsletter box. One code per order; whether an order is the shopper's
 * first is decided on the server from their order count, inside the order transaction.
 */
export type PromoCode = {
  code: string
  percentOff: number
  firstOrderOnly: boolean
  /** How the checkout and the confirmation describe it. */
  label: string
}

export const WELCOME_CODE = 'WELCOME10'

export const promoCodes: readonly PromoCode[] = [
  {
    code: site.promo.code,
    percentOff: site.promo.percentOff,
    firstOrderOnly: true,
    label: `${site.promo.percentOff}% off your first order`,
  },
  {
    code: WELCOME_CODE,
    percentOff: site.firstOrderDiscountPercent,
    firstOrderOnly: true,
    label: `Welcome offer: ${site.firstOrderDiscountPercent}% off your first order`,
  },
]

/** What a shopper typed, as the shop compares it: trimmed, upper case, inner spaces removed. */
export function normalizePromoCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase()
}

/**
 * Why a promo code was refused, naming the code as the shopper typed it (normalised); the words are in
 * lib/i18n/form-message-texts.ts.
 */
export type PromoRefusal =
  | { code: 'promo-unknown'; promoCode: string }
  | { code: 'promo-first-order-only'; promoCode: string }
  /** Apply pressed with nothing typed. */
  | { code: 'promo-empty' }

export type PromoCheck =
  { status: 'none' } | { status: 'applied'; promo: PromoCode } | { status: 'refused'; refusal: PromoRefusal }

/** Decides whether a typed code applies to this order. A blank field means no code, not an error. */
export function checkPromoCode(
  input: string | null | undefined,
  { isFirstOrder }: { isFirstOrder: boolean },
): PromoCheck {
  const code = normalizePromoCode(input ?? '')
  if (code === '') return { status: 'none' }
  const promo = promoCodes.find((candidate) => candidate.code === code)
  if (!promo) return { status: 'refused', refusal: { code: 'promo-unknown', promoCode: code } }
  if (promo.firstOrderOnly && !isFirstOrder) {
    return { status: 'refused', refusal: { code: 'promo-first-order-only', promoCode: promo.code } }
  }
  return { status: 'applied', promo }
}
