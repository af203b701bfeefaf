/**
 * Playwright's web server (see playwright.config.ts): the production build from `next build`, served by
 * `next start` on the given port, against freshly started emulators (so every run begins with no users
 * and no documents) and a fresh local mail catcher (an empty inbox, scripts/lib/mail-catcher.mjs).
 *
 *   node scripts/serve-for-tests.mjs [port]
 *
 * The build must have been made with the same emulator settings (scripts/test.mjs does both).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { emulatorSettings, startEmulators } from './lib/emulators.mjs'
import { mailCatcherSettings, serveMailCatcherControl, startMailCatcher } from './lib/mail-catcher.mjs'
import { isShuttingDown, onShutdownSignal, repoRoot, startProcess, stopAll } from './lib/processes.mjs'
import { LOOPBACK, nextStartArgs } from './lib/setup.mjs'
import { E2E_SERVER_SETTINGS } from './lib/e2e-server-settings.mjs'

const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 3100)

let emulators
let mailCatcher = null
let closeMailControl
async function stopServices() {
  await closeMailControl?.()
  await mailCatcher?.stop()
  await emulators?.stop()
}
onShutdownSignal(async () => {
  await stopAll()
  await stopServices()
})

async function main() {
  if (!existsSync(path.join(repoRoot, '.next', 'BUILD_ID'))) {
    throw new Error(
      'No production build in .next: run `npm test` (or `next build` with the emulator settings).',
    )
  }
  const catcherSettings = mailCatcherSettings()
  ;[emulators, mailCatcher] = await Promise.all([
    startEmulators(emulatorSettings()),
    startMailCatcher(catcherSettings),
  ])
  if (process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS === '1') {
    closeMailControl = serveMailCatcherControl(catcherSettings, {
      current: () => mailCatcher,
      replace: (next) => (mailCatcher = next),
    })
  }
  const env = {
    ...process.env,
    ...emulators.env,
    ...mailCatcher.env,
    // The tests stop the SMTP server and expect the mail soon after it is back: short waits between tries.
    SHOP_MAIL_RETRY_CAP_SECONDS: process.env.SHOP_MAIL_RETRY_CAP_SECONDS ?? '2',
    SHOP_MAIL_POLL_SECONDS: process.env.SHOP_MAIL_POLL_SECONDS ?? '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // The tests play a trusted proxy: each counts its abuse limits against an X-Forwarded-For address of its
    // own, so one test's tries never use up another's. The default (no trusted proxy: count by connection)
    // is tested against a server of its own (e2e/forwarded-address.spec.ts).
    SHOP_TRUSTED_PROXY_HOPS: process.env.SHOP_TRUSTED_PROXY_HOPS ?? '1',
    ...E2E_SERVER_SETTINGS,
  }
  const server = startProcess('next', process.execPath, nextStartArgs({ port, hostname: LOOPBACK }), {
    env,
  })
  const code = await server.exited
  if (isShuttingDown()) return
  await stopServices()
  process.exit(code === 0 ? 1 : code)
}

main().catch(async (error) => {
  if (isShuttingDown()) return
  console.error(`serve-for-tests failed: ${error.message}`)
  await stopAll()
  await stopServices()
  process.exit(1)
})
