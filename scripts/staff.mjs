/**
 * `npm run staff -- add <email> | remove <email> | list`: grants or removes the back office's `staff`
 * custom claim (lib/auth/staff-claim.ts). The logic is lib/staff/staff-admin.ts; this file picks Firebase:
 *
 * - `--emulators`: starts fresh local emulators (with the seeded staff account) for the run;
 * - emulator settings in the environment (SHOP_USE_EMULATORS=1, FIREBASE_AUTH_EMULATOR_HOST or
 *   FIREBASE_AUTH_EMULATOR_PORT): the emulators of a shop already running, e.g. under `npm start`;
 * - otherwise production: the shop's own settings from the environment or .env files (README, "Production
 *   settings": the project id and a service account, FIREBASE_CLIENT_EMAIL + FIREBASE_PRIVATE_KEY or
 *   GOOGLE_APPLICATION_CREDENTIALS), checked by lib/env.ts as at the shop's start.
 *
 * Run through tsx with the react-server condition (package.json), so lib/firebase/admin.ts loads outside
 * Next. Exits 1 with one line for an unknown e-mail or bad arguments.
 */
import { emulatorEnv, emulatorSettings, startEmulators } from './lib/emulators.mjs'
import { loadProjectEnv } from './lib/setup.mjs'
import { parseStaffArgs, runStaffCommand } from '../lib/staff/staff-admin.ts'

function wantsRunningEmulators(env) {
  return (
    env.SHOP_USE_EMULATORS === '1' ||
    env.SHOP_USE_EMULATORS === 'true' ||
    Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) ||
    Boolean(env.FIREBASE_AUTH_EMULATOR_PORT)
  )
}

const parsed = parseStaffArgs(process.argv.slice(2))
if (!parsed.ok) {
  console.error(parsed.error)
  process.exit(1)
}

let emulators
let code = 0
try {
  if (parsed.startEmulators) {
    emulators = await startEmulators(emulatorSettings())
    Object.assign(process.env, emulators.env)
  } else if (wantsRunningEmulators(process.env)) {
    Object.assign(process.env, emulatorEnv(emulatorSettings()))
  } else {
    loadProjectEnv()
  }
  const { adminAuth } = await import('../lib/firebase/admin.ts')
  const result = await runStaffCommand(adminAuth(), parsed.command)
  for (const line of result.lines) (result.ok ? console.log : console.error)(line)
  code = result.ok ? 0 : 1
} catch (error) {
  console.error(`npm run staff failed: ${error instanceof Error ? error.message : String(error)}`)
  code = 1
} finally {
  await emulators?.stop()
}
process.exit(code)
