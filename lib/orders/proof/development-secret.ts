/**
 * The key that stands in for SHOP_ORDER_PROOF_SECRET in emulator mode when it is unset (never in a
 * deployment: lib/orders/proof/order-proof-secret.ts). Its own module, free of 'server-only', so the
 * end-to-end tests can sign a "Confirm my order" link as the e-mail would carry it.
 */
export const DEVELOPMENT_ORDER_PROOF_SECRET = 'fatin-development-order-proof-secret-not-for-production'
