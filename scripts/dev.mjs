/**
 * Development with the accounts working: the local emulators and mail catcher plus `next dev` (hot reload)
 * on http://localhost:3000 or $PORT. Ctrl+C stops them all. (`npm run dev` alone starts Next without the
 * emulators, so signing in cannot work there.)
 *
 *   node scripts/dev.mjs
 */
import { emulatorSettings, startEmulators } from './lib/emulators.mjs'
import { withLocalSiteUrl } from './lib/local-site-url.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { isShuttingDown, onShutdownSignal, startProcess, stopAll } from './lib/processes.mjs'
import { ensureDependencies, nextBin } from './lib/setup.mjs'

let emulators
onShutdownSignal(async () => {
  await stopAll()
  await emulators?.stop()
})

async function main() {
  await ensureDependencies()
  emulators = await startEmulators(emulatorSettings())
  // Stopped by stopAll() with the other children.
  const mailCatcher = await startMailCatcher()
  console.log(`Mail inbox (local): ${mailCatcher.url}`)
  const port = process.env.PORT ?? '3000'
  const env = {
    ...withLocalSiteUrl(process.env, port),
    ...emulators.env,
    ...mailCatcher.env,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const server = startProcess('next', process.execPath, [nextBin(), 'dev', '--port', port], { env })
  const code = await server.exited
  if (isShuttingDown()) return
  await emulators.stop()
  process.exit(code === 0 ? 1 : code)
}

main().catch(async (error) => {
  if (isShuttingDown()) return
  console.error(`dev failed: ${error.message}`)
  await stopAll()
  await emulators?.stop()
  process.exit(1)
})
