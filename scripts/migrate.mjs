/**
 * `npm run migrate`: the shop's one-off data steps, each idempotent, so running them again changes nothing:
 *
 * 1. stock kept per product moves to stock per variant (lib/stock/migrate-variant-stock.ts);
 * 2. orders placed before staff could search by name, city or the end of a mobile get those search keys
 *    (lib/orders/lookup/backfill-lookup-keys.ts);
 * 3. orders the shopper confirmed herself before the open-order caps counted them are marked so they count
 *    until staff act (lib/orders/lifecycle/backfill-shopper-confirmed.ts).
 *
 * It picks Firebase like `npm run staff`:
 *
 * - emulator settings in the environment (SHOP_USE_EMULATORS=1, FIRESTORE_EMULATOR_HOST or
 *   FIRESTORE_EMULATOR_PORT): the emulators of a shop already running (`npm start` runs it this way);
 * - otherwise production: the shop's own settings from the environment or .env files (README, "Production
 *   settings"), checked by lib/env.ts as at the shop's start.
 *
 * Run through tsx with the react-server condition (package.json), so lib/firebase/admin.ts loads outside
 * Next. Exits 1 when it could not finish; a product it left alone is reported but is not a failure.
 */
import { emulatorEnv, emulatorSettings } from './lib/emulators.mjs'
import { loadProjectEnv } from './lib/setup.mjs'
import { describeMigration, migrateVariantStock } from '../lib/stock/migrate-variant-stock.ts'
import { backfillOrderLookupKeys } from '../lib/orders/lookup/backfill-lookup-keys.ts'
import { backfillShopperConfirmed } from '../lib/orders/lifecycle/backfill-shopper-confirmed.ts'

function wantsEmulators(env) {
  return (
    env.SHOP_USE_EMULATORS === '1' ||
    env.SHOP_USE_EMULATORS === 'true' ||
    Boolean(env.FIRESTORE_EMULATOR_HOST)
  )
}

let code = 0
try {
  if (wantsEmulators(process.env)) Object.assign(process.env, emulatorEnv(emulatorSettings()))
  else loadProjectEnv()
  const { adminDb } = await import('../lib/firebase/admin.ts')
  const report = await migrateVariantStock(adminDb())
  for (const line of describeMigration(report)) console.log(line)
  const searchKeys = await backfillOrderLookupKeys(adminDb())
  console.log(
    `Order search keys: ${searchKeys.updated} of ${searchKeys.scanned} orders given the keys they lacked.`,
  )
  const confirmed = await backfillShopperConfirmed(adminDb())
  console.log(
    `Orders confirmed by the shopper: ${confirmed.updated} of ${confirmed.scanned} marked to count towards the open-order caps.`,
  )
} catch (error) {
  console.error(`npm run migrate failed: ${error instanceof Error ? error.message : String(error)}`)
  code = 1
}
process.exit(code)
