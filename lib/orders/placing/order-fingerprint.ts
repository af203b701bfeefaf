import { createHash } from 'node:crypto'
import type { CartLine } from '@/lib/cart/cart-line'
import type { Address } from '@/lib/checkout/address-schema'
import { normalizePromoCode } from '@/lib/promo/promo-codes'

/** What the shopper chose, as the bag holds it; prices are left out (see below). */
export type FingerprintLine = CartLine

export type FingerprintInput = {
  lines: readonly FingerprintLine[]
  promoCode: string | null
  address: Address
}

/**
 * What an order was for, as one short string stored with it (`orders/{key}.fingerprint`): the bag's lines
 * (product, colour, size, quantity; order-independent), the promo code as the shop reads it and the
 * validated delivery address. Prices are left out on purpose: they come from the catalogue, not the shopper,
 * so a price change between a click and its retry is still the same order. A second submission with the
 * same idempotency key and the same fingerprint is a retry and gets the existing order; a different one is
 * a conflict, never silently answered with the old order. The `v1:` prefix lets the recipe change later.
 */
export function orderFingerprint({ lines, promoCode, address }: FingerprintInput): string {
  const canonical = JSON.stringify({
    lines: lines
      .map((line) => [line.productId, line.color, line.size, line.quantity])
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
    promo: normalizePromoCode(promoCode ?? '') || null,
    address: [
      address.fullName,
      address.mobile,
      address.address,
      address.city,
      address.province,
      address.postalCode,
    ],
  })
  return `v1:${createHash('sha256').update(canonical).digest('base64url')}`
}
