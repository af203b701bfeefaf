/**
 * `npm run stock:migrate`: moves stock kept per product to stock per variant, once
 * (lib/stock/migrate-variant-stock.ts; idempotent, so running it again changes nothing). It picks Firebase
 * like `npm run staff`:
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
} catch (error) {
  console.error(`npm run stock:migrate failed: ${error instanceof Error ? error.message : String(error)}`)
  code = 1
}
process.exit(code)
