// The lookup's words for a mistyped order number, apart from its server-only code: the English table
// (lib/i18n/form-message-texts.ts) and the end-to-end tests quote it.
export const ORDER_NUMBER_ERROR = 'Please enter the order number from your confirmation, like FT-3F2B9C1A.'

/**
 * What the lookup answers, as codes. A wrong number and a wrong mobile both get 'order-not-found', so neither
 * can be told from the other.
 */
export type LookupRefusal = { code: 'order-not-found' } | { code: 'too-many-lookups' }
