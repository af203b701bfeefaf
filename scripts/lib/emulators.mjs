/**
 * The local Firebase the shop runs against when nothing is configured: the Auth emulator from
 * firebase-tools and a Node Firestore emulator (@firestore-emulator/server; Google's needs Java 21 and a
 * download), both on loopback under a `demo-` project, so nothing ever reaches Google. Used by
 * scripts/start.mjs, scripts/serve-for-tests.mjs and scripts/measure-page-size.mjs. Node built-ins only.
 *
 * Ports: FIREBASE_AUTH_EMULATOR_PORT (default 9099) and FIRESTORE_EMULATOR_PORT (default 8080).
 */
import http2 from 'node:http2'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { assertPortFree, httpGet, repoRoot, seconds, startProcess, waitUntil } from './processes.mjs'
import { SEEDED_STAFF, seedStaffAccount } from './seed-emulators.mjs'
import { portFrom } from './port-setting.mjs'

export const DEMO_PROJECT_ID = 'demo-fatin'
const HOST = '127.0.0.1'

export function emulatorSettings(env = process.env) {
  return {
    host: HOST,
    projectId: DEMO_PROJECT_ID,
    authPort: portFrom(env, 'FIREBASE_AUTH_EMULATOR_PORT', 9099),
    firestorePort: portFrom(env, 'FIRESTORE_EMULATOR_PORT', 8080),
  }
}

/**
 * What the app needs to talk to the emulators. NEXT_PUBLIC_ values are inlined by `next build`, so the
 * build must see these as well as the server. SHOP_USE_EMULATORS=1 is the explicit switch lib/env.ts
 * requires before it accepts emulator settings; a deployment never sets it.
 */
export function emulatorEnv(settings = emulatorSettings()) {
  const authHost = `${settings.host}:${settings.authPort}`
  return {
    SHOP_USE_EMULATORS: '1',
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIRESTORE_EMULATOR_HOST: `${settings.host}:${settings.firestorePort}`,
    GCLOUD_PROJECT: settings.projectId,
    // Stops Google's auth library probing for a cloud metadata server, a network call that cannot help
    // against emulators (offline it only adds a warning and a delay).
    METADATA_SERVER_DETECTION: 'none',
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authHost,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: settings.projectId,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${settings.projectId}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_APP_ID: 'demo-app-id',
  }
}

/** firebase.json with the chosen auth port, in a temp dir so a custom port never edits the repo's file. */
function writeFirebaseConfig(settings) {
  const base = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'))
  const config = {
    emulators: {
      ...base.emulators,
      singleProjectMode: true,
      auth: { host: settings.host, port: settings.authPort },
      // The UI would try to download its bundle; offline that hangs the start.
      ui: { enabled: false },
      // The CLI also opens a hub (4400) and a logging port (4500). When two copies of the shop run their
      // emulators on one machine, the second fails on the logging port unless these are set apart.
      ...(process.env.FIREBASE_EMULATOR_HUB_PORT
        ? { hub: { host: settings.host, port: Number(process.env.FIREBASE_EMULATOR_HUB_PORT) } }
        : {}),
      ...(process.env.FIREBASE_EMULATOR_LOGGING_PORT
        ? { logging: { host: settings.host, port: Number(process.env.FIREBASE_EMULATOR_LOGGING_PORT) } }
        : {}),
    },
  }
  // One directory per port: a run stopped before it could clean up leaves nothing that piles up.
  const dir = path.join(os.tmpdir(), `fatin-firebase-${settings.authPort}`)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'firebase.json')
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
  return { dir, file }
}

function firebaseCliEnv() {
  const env = {
    ...process.env,
    // Offline and unattended: no update check (update-notifier), no message-of-the-day fetch and no
    // prompts (both skipped under CI).
    NO_UPDATE_NOTIFIER: '1',
    CI: 'true',
  }
  // Settings meant for the app must not steer the CLI.
  for (const name of [
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIRESTORE_EMULATOR_HOST',
    'GOOGLE_APPLICATION_CREDENTIALS',
  ]) {
    delete env[name]
  }
  return env
}

/** The Auth emulator answers its root with {"authEmulator":{"ready":true}} once it serves requests. */
async function authAnswers(settings) {
  const { status, body } = await httpGet(`http://${settings.host}:${settings.authPort}/`)
  return status === 200 && JSON.parse(body.toString('utf8'))?.authEmulator?.ready === true
}

/** A real gRPC request: whatever it answers (here UNIMPLEMENTED, since it has no health service) means it serves. */
function firestoreAnswers(settings) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`http://${settings.host}:${settings.firestorePort}`)
    const fail = (error) => {
      session.destroy()
      reject(error)
    }
    session.on('error', fail)
    session.setTimeout(2000, () => fail(new Error('timeout')))
    const request = session.request({
      ':method': 'POST',
      ':path': '/grpc.health.v1.Health/Check',
      'content-type': 'application/grpc',
      te: 'trailers',
    })
    request.on('response', () => {
      session.close()
      resolve(true)
    })
    request.on('error', fail)
    // One empty, uncompressed gRPC message.
    request.end(Buffer.from([0, 0, 0, 0, 0]))
  })
}

/**
 * Starts both emulators, waits until each answers, seeds the staff account (scripts/lib/seed-emulators.mjs)
 * and returns { env, stop, settings, timings, processes }. Throws with a clear message if a port is taken or an
 * emulator fails to start (after stopping the other one).
 */
export async function startEmulators(settings = emulatorSettings(), { timeoutMs = 180_000 } = {}) {
  await assertPortFree(
    settings.authPort,
    settings.host,
    'stop whatever uses it, or choose another port with FIREBASE_AUTH_EMULATOR_PORT',
  )
  await assertPortFree(
    settings.firestorePort,
    settings.host,
    'stop whatever uses it, or choose another port with FIRESTORE_EMULATOR_PORT',
  )

  const config = writeFirebaseConfig(settings)
  const startedAt = Date.now()
  const firebaseBin = path.join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js')
  const auth = startProcess(
    'auth',
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      settings.projectId,
      '--config',
      config.file,
    ],
    { env: firebaseCliEnv() },
  )
  const firestore = startProcess(
    'firestore',
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'lib', 'firestore-emulator.mjs'),
      '--port',
      String(settings.firestorePort),
      '--host',
      settings.host,
      '--exit-with-parent',
    ],
    { stdin: 'pipe' },
  )

  const stop = async () => {
    await Promise.all([auth.stop(), firestore.stop()])
    rmSync(config.dir, { recursive: true, force: true })
  }

  try {
    const timings = {}
    await Promise.all([
      waitUntil(`Auth emulator on ${settings.host}:${settings.authPort}`, () => authAnswers(settings), {
        handle: auth,
        timeoutMs,
      }).then(() => (timings.auth = Date.now() - startedAt)),
      waitUntil(
        `Firestore emulator on ${settings.host}:${settings.firestorePort}`,
        () => firestoreAnswers(settings),
        { handle: firestore, timeoutMs },
      ).then(() => (timings.firestore = Date.now() - startedAt)),
    ])
    await seedStaffAccount(settings)
    console.log(
      `Emulators ready in ${seconds(Date.now() - startedAt)} (Auth ${seconds(timings.auth)} on ` +
        `${settings.host}:${settings.authPort}, Firestore ${seconds(timings.firestore)} on ` +
        `${settings.host}:${settings.firestorePort}, project ${settings.projectId}); ` +
        `staff account ${SEEDED_STAFF.email} (password ${SEEDED_STAFF.password})`,
    )
    // The handles let the bench read each emulator's CPU time (scripts/lib/bench-cpu.mjs) and notice one
    // that ends mid-run.
    return { env: emulatorEnv(settings), stop, settings, timings, processes: { auth, firestore } }
  } catch (error) {
    await stop()
    throw error
  }
}
