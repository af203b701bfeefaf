/**
 * How a shopper can pay. Only cash on delivery works today; the others are listed (they are in the footer)
 * and shown as not yet available, honestly, rather than hidden or faked.
 */
export const PAYMENT_METHODS = [
  {
    id: 'cod',
    label: 'Cash on delivery',
    available: true,
    note: 'Pay the courier in cash when your order arrives.',
  },
  { id: 'card', label: 'Visa / MasterCard', available: false, note: 'Coming soon' },
  { id: 'paypal', label: 'PayPal', available: false, note: 'Coming soon' },
  { id: 'easypaisa', label: 'EasyPaisa', available: false, note: 'Coming soon' },
  { id: 'jazzcash', label: 'JazzCash', available: false, note: 'Coming soon' },
] as const

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id']
export const PAYMENT_METHOD_IDS = [
  'cod',
  'card',
  'paypal',
  'easypaisa',
  'jazzcash',
] as const satisfies readonly PaymentMethodId[]
