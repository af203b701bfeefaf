/**
 * Settings every end-to-end server runs with (the shared one, scripts/serve-for-tests.mjs, and the specs'
 * own, e2e/helpers/another-server.ts, which inherit them through `npm test`'s environment).
 *
 * - Every spec that does not play a proxy of its own connects from 127.0.0.1, so the whole run's unconfirmed
 *   orders would share one address's cap (SHOP_OPEN_ORDERS_PER_ADDRESS, 5 by default); the default is tested
 *   on a server of its own (e2e/order-abuse.spec.ts).
 * - The scheduled jobs' secret, so a spec can run a job as the scheduler would.
 * - Staff hear of orders at a local address, each order at once (no digest interval), so a spec sees its own.
 */
export const E2E_SERVER_SETTINGS = {
  SHOP_OPEN_ORDERS_PER_ADDRESS: '100000',
  SHOP_JOBS_SECRET: 'end-to-end-jobs-secret-not-for-production',
  SHOP_STAFF_ORDER_MAIL: 'orders@fatin.test',
  SHOP_STAFF_DIGEST_MINUTES: '0',
}
