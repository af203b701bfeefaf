/**
 * `npm start`: from a fresh clone to the shop on http://localhost:3000 (or $PORT).
 *
 * 1. installs dependencies when node_modules is missing or older than package-lock.json (npm ci, or npm
 *    install when the lock file lacks other platforms' optional packages: see lib/lock-file.mjs);
 * 2. starts the local Firebase emulators (Auth + Firestore, project demo-fatin) and the local mail catcher
 *    (MailDev, whose inbox shows every e-mail the shop sends), unless the environment names a real Firebase
 *    project (see README, "Production settings");
 * 3. builds the production bundle (`next build`) with the settings the browser needs inlined, then runs the
 *    data migrations on the emulators (`npm run migrate`, idempotent);
 * 4. serves it with `next start`, and on Ctrl+C or SIGTERM stops the server, the emulators and the catcher.
 *
 * Node built-ins only until step 1 has installed the rest.
 */
import { emulatorEnv, emulatorSettings, startEmulators } from './lib/emulators.mjs'
import { withLocalSiteUrl } from './lib/local-site-url.mjs'
import { mailCatcherEnv, mailCatcherSettings, startMailCatcher } from './lib/mail-catcher.mjs'
import {
  assertPortFree,
  httpGet,
  isShuttingDown,
  onShutdownSignal,
  run,
  seconds,
  startProcess,
  stopAll,
  waitUntil,
} from './lib/processes.mjs'
import {
  assertNodeVersion,
  ensureDependencies,
  listenHost,
  LOOPBACK,
  loadProjectEnv,
  nextBin,
  picturePipelineArgs,
  nextStartArgs,
} from './lib/setup.mjs'

const startedAt = Date.now()
const port = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number.`)
  process.exit(1)
}

let emulators
let mailCatcher
async function stopServices() {
  await mailCatcher?.stop()
  await emulators?.stop()
}
onShutdownSignal(async () => {
  await stopAll()
  await stopServices()
})

function usesRealFirebase() {
  const flag = process.env.SHOP_USE_EMULATORS
  if (flag === '0' || flag === 'false') return true
  const project = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID
  return flag !== '1' && flag !== 'true' && Boolean(project) && !project.startsWith('demo-')
}

async function main() {
  assertNodeVersion()
  await ensureDependencies()
  loadProjectEnv()
  const hostname = listenHost({ emulators: !usesRealFirebase() })
  await assertPortFree(port, hostname, 'stop whatever uses it, or choose another port with PORT=…')

  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  let emulatorsStarting
  let emulatorFailure
  if (usesRealFirebase()) {
    console.log(
      `Using the Firebase project ${process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? '(unset)'} from your ` +
        'environment; the local emulators are not started.',
    )
  } else {
    const settings = emulatorSettings()
    Object.assign(env, emulatorEnv(settings), withLocalSiteUrl(env, port))
    // The emulators take a few seconds to boot: let them do it while Next builds. If they fail (a port is
    // taken, say), stop the build at once rather than after it.
    const catcherSettings = mailCatcherSettings()
    Object.assign(env, mailCatcherEnv(catcherSettings))
    emulatorsStarting = Promise.all([
      startEmulators(settings).then((started) => (emulators = started)),
      startMailCatcher(catcherSettings).then((started) => (mailCatcher = started)),
    ])
    emulatorsStarting.catch((error) => {
      emulatorFailure = error
      return stopAll()
    })
  }

  console.log('Building the shop: the photo pipeline, then next build')
  const pictures = await run(process.execPath, picturePipelineArgs(), { env })
  if (pictures.code !== 0) throw new Error(`The photo pipeline failed with exit code ${pictures.code}.`)
  const build = await run(process.execPath, [nextBin(), 'build'], { env })
  if (emulatorFailure) throw emulatorFailure
  if (build.code !== 0) throw new Error(`next build failed with exit code ${build.code}.`)
  await emulatorsStarting
  if (emulators) await migrateOnEmulators(env)

  const server = startProcess('next', process.execPath, nextStartArgs({ port, hostname }), { env })
  const url = `http://localhost:${port}`
  await waitUntil(`The shop on ${url}`, async () => (await httpGet(url)).status < 500, {
    handle: server,
    timeoutMs: 60_000,
  })
  console.log(
    `\nThe shop is ready on ${url} (started in ${seconds(Date.now() - startedAt)}). Ctrl+C stops it.\n`,
  )
  if (mailCatcher)
    console.log(`Mail inbox (local): ${mailCatcher.url} (every e-mail the shop sends lands here)\n`)
  if (hostname === LOOPBACK)
    console.log('It listens on this machine only; SHOP_LISTEN_HOST=0.0.0.0 opens it to your network.\n')

  const code = await server.exited
  if (isShuttingDown()) return
  console.error(`next start exited with code ${code}; stopping the emulators.`)
  await stopServices()
  process.exit(code === 0 ? 1 : code)
}

/**
 * The one-off data steps (scripts/migrate.mjs), run against the emulators as a deployment runs them once
 * against Firestore: idempotent, and on fresh emulators they find nothing to change.
 */
async function migrateOnEmulators(env) {
  const args = ['--import', 'tsx', '--conditions=react-server', 'scripts/migrate.mjs']
  const migration = await run(process.execPath, args, { env: { ...env, SHOP_USE_EMULATORS: '1' } })
  if (migration.code !== 0) throw new Error(`The data migration failed with exit code ${migration.code}.`)
}

main().catch(async (error) => {
  if (isShuttingDown()) return
  console.error(`\nnpm start failed: ${error.message}`)
  await stopAll()
  await stopServices()
  process.exit(1)
})
