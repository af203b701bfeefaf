/**
 * The shop `npm run bench` measures: built when needed and served with fresh emulators, or (--base-url) a
 * server someone already runs, with the emulators the usual variables name.
 */
import { DEMO_PROJECT_ID, emulatorEnv, emulatorSettings, startEmulators } from './emulators.mjs'
import { mailCatcherEnv, mailCatcherSettings, startMailCatcher } from './mail-catcher.mjs'
import { assertPortFree, freePort } from './processes.mjs'
import { buildShop, builtAuthEmulatorPort, hasProductionBuild, startShop } from './production-server.mjs'
import { assertNodeVersion } from './setup.mjs'

/**
 * @typedef {object} ServedShop
 * @property {string} baseUrl
 * @property {string} [authEmulatorHost]  host:port, for signing shoppers up
 * @property {{ host: string, projectId: string }} [firestore]  the emulator, for the place-order rows
 * @property {{ next?: number, auth?: number, firestore?: number }} pids  ours, for the CPU columns
 */

/** `preferred` when nothing listens there, otherwise a port the OS picks. */
const preferredOrFreePort = (preferred, host) =>
  assertPortFree(preferred, host).then(
    () => preferred,
    () => freePort(host),
  )

/**
 * Emulator ports: the usual variables when set; otherwise the port the existing build's browser code was
 * made for (or the emulators' defaults), when free.
 */
async function chooseEmulatorSettings(willBuild) {
  const defaults = emulatorSettings()
  const env = { ...process.env }
  if (!env.FIREBASE_AUTH_EMULATOR_PORT) {
    const built = willBuild ? undefined : builtAuthEmulatorPort()
    const port = await preferredOrFreePort(built ?? defaults.authPort, defaults.host)
    if (built !== undefined && port !== built) {
      console.warn(
        `The build's browser code expects the Auth emulator on port ${built}, which is taken; using ${port}. ` +
          'Signing in from a browser would fail (the measured pages do not sign in); --build rebuilds for it.',
      )
    }
    env.FIREBASE_AUTH_EMULATOR_PORT = String(port)
  }
  if (!env.FIRESTORE_EMULATOR_PORT) {
    env.FIRESTORE_EMULATOR_PORT = String(await preferredOrFreePort(defaults.firestorePort, defaults.host))
  }
  return emulatorSettings(env)
}

/**
 * Says when a process of ours ends before the bench stops it (`state.stopping`): every figure after that
 * moment measures a shop without it, and the rows that need it fail.
 */
function warnOnEarlyExit(name, handle, state) {
  handle.exited.then((code) => {
    if (state.stopping) return
    console.warn(
      `WARNING: ${name} (pid ${handle.child.pid}) exited with code ${code} at ` +
        `${new Date().toISOString()}, before the bench stopped it; its last words: ` +
        handle.tail.slice(-3).join(' | '),
    )
  })
}

/**
 * Builds when needed, starts the emulators and `next start`. What it starts goes into `state` (emulators,
 * server) as soon as it runs, so a Ctrl+C stops it.
 *
 * @returns {Promise<ServedShop>}
 */
export async function serveShop(options, state) {
  assertNodeVersion()
  const willBuild = options.build || !hasProductionBuild()
  const settings = await chooseEmulatorSettings(willBuild)
  const port = options.port ?? (await freePort())
  await assertPortFree(port, '0.0.0.0', 'choose another with --port or BENCH_PORT')
  // Every order queues an e-mail that the server sends: a catcher to take them, so the figures include what
  // sending costs (as in production) and not a sender retrying against nothing. Stopped by stopAll().
  const catcher = { ...mailCatcherSettings(), smtpPort: await freePort(), webPort: await freePort() }
  const env = {
    ...process.env,
    ...emulatorEnv(settings),
    ...mailCatcherEnv(catcher),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  if (willBuild) await buildShop(env)
  state.emulators = await startEmulators(settings)
  await startMailCatcher(catcher)
  const { baseUrl, server } = await startShop({ port, env })
  state.server = server
  const processes = { next: server, ...state.emulators.processes }
  for (const [name, handle] of Object.entries(processes)) warnOnEarlyExit(name, handle, state)
  return {
    baseUrl,
    authEmulatorHost: `${settings.host}:${settings.authPort}`,
    firestore: { host: `${settings.host}:${settings.firestorePort}`, projectId: settings.projectId },
    pids: Object.fromEntries(Object.entries(processes).map(([name, handle]) => [name, handle.child.pid])),
  }
}

/**
 * With --base-url: the emulators the running shop uses, only where the usual variables name them (a guess
 * could sign a user up, or change stock, in some other server's emulator). No pids: nothing is ours.
 *
 * @returns {ServedShop}
 */
export function namedShop(baseUrl) {
  const { env } = process
  const settings = emulatorSettings()
  const authEmulatorHost =
    env.FIREBASE_AUTH_EMULATOR_HOST ||
    (env.FIREBASE_AUTH_EMULATOR_PORT ? `${settings.host}:${settings.authPort}` : undefined)
  const firestoreHost =
    env.FIRESTORE_EMULATOR_HOST ||
    (env.FIRESTORE_EMULATOR_PORT ? `${settings.host}:${settings.firestorePort}` : undefined)
  return {
    baseUrl,
    authEmulatorHost,
    firestore: firestoreHost
      ? { host: firestoreHost, projectId: env.GCLOUD_PROJECT || DEMO_PROJECT_ID }
      : undefined,
    pids: {},
  }
}
