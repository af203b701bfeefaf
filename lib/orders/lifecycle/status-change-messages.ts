// What a refused status change says, apart from change-status.ts (server-only), so the Urdu table (lib/i18n)
// can name the ones a shopper meets when cancelling.

export const ORDER_NOT_FOUND = 'We could not find that order.'
export const NEEDS_SHIPMENT = 'Please enter the courier and the tracking number.'
export const CANCEL_AFTER_SHIPPING =
  'This order has already been sent, so it can no longer be cancelled here. Please contact us.'
export const CANCEL_AFTER_DELIVERY = 'This order has been delivered, so it can no longer be cancelled.'
