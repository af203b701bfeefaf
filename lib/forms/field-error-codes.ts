/**
 * Why a form field was refused: the schemas (lib/auth/schemas.ts, lib/checkout, lib/orders/lookup-schema.ts,
 * lib/newsletter, lib/staff, lib/cart) write one of these codes as zod's message, in the browser and on the
 * server alike, and the form shows the words for it in the page's language (lib/i18n/form-message-texts.ts and
 * account-message-texts.ts). Zod-free, so a form's bundle can read it without zod.
 */
export const FIELD_ERROR_CODES = [
  /** Any field a form of ours cannot get wrong (a crafted request, a stale page). */
  'invalid-input',
  /** A name, address or note with characters that are not plain text (lib/forms/printable-text.ts). */
  'text-not-plain',
  /** A name, address or city holding a web or e-mail address (lib/forms/printable-text.ts). */
  'text-has-link',
  // Accounts (lib/auth/schemas.ts).
  'email-empty',
  'email-invalid',
  'email-required',
  'password-empty',
  'password-choose',
  'password-short',
  'password-confirm',
  'passwords-differ',
  'full-name-empty',
  'name-empty',
  'name-long',
  'phone-invalid',
  'language-invalid',
  'terms-unaccepted',
  // The checkout's delivery details, payment and promo code (lib/checkout).
  'delivery-name-empty',
  'delivery-name-long',
  'mobile-invalid',
  'mobile-empty',
  'address-empty',
  'address-long',
  'city-empty',
  'city-long',
  'province-missing',
  'postal-code-invalid',
  'promo-invalid',
  'promo-long',
  'payment-missing',
  'payment-unavailable',
  'form-expired',
  'receipt-email-invalid',
  'receipt-email-empty',
  // The guest order lookup (lib/orders/lookup-schema.ts).
  'order-number-invalid',
  // The bag's quantities (lib/cart).
  'quantity-range',
  // The newsletter box (lib/newsletter/newsletter-email.ts).
  'newsletter-email-empty',
  'newsletter-email-invalid',
  // The back office's order steps (lib/staff).
  'courier-long',
  'tracking-long',
  'note-long',
  /** A staff note with an invisible formatting character or a line break (lib/forms/printable-text.ts). */
  'note-not-plain',
  'courier-missing',
  'tracking-missing',
  'courier-unknown',
  'tracking-format',
  'return-reason-missing',
  'cancel-reason-missing',
] as const

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number]

const KNOWN: ReadonlySet<string> = new Set(FIELD_ERROR_CODES)

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && KNOWN.has(value)
}
