import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { startTestFirestore, type TestFirestore } from '../../test/firestore/firestore-emulator'
import { type PausableProxy, startPausableProxy } from '../../test/net/pausable-proxy'

/**
 * A shop of its own for the outage test: the same production build served by a second `next start` on a free
 * port, with its own Firestore emulator (in this worker's process) behind a loopback proxy the test can pause.
 * Stopping Firestore therefore disturbs no other spec running in parallel. It shares the Auth emulator the
 * main test server started: the browser bundle has that address built in, and Auth stays up in this test.
 */
export type OutageShop = {
  baseURL: string
  /** Firestore becomes unreachable; its data stays in memory. */
  stopFirestore(): void
  /** Firestore answers again, with everything it held. */
  startFirestore(): void
  stop(): Promise<void>
}

const repoRoot = path.resolve(__dirname, '../..')

/**
 * The settings the app needs for the emulators, from scripts/lib/emulators.mjs (the one place that knows
 * them), with Firestore at `firestorePort`. Asked of a child Node process because Playwright cannot load those
 * ES modules into a test.
 */
function emulatorEnvWith(firestorePort: number): Record<string, string> {
  const script = [
    "const { emulatorEnv, emulatorSettings } = await import('./scripts/lib/emulators.mjs')",
    `console.log(JSON.stringify(emulatorEnv({ ...emulatorSettings(), firestorePort: ${firestorePort} })))`,
  ].join('\n')
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  return JSON.parse(output) as Record<string, string>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No free port')),
      )
    })
  })
}

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`)
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The outage test's server did not answer ${url} within ${timeoutMs / 1000} s`)
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 8000)
    server.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    server.kill('SIGTERM')
  })
}

export async function startOutageShop(): Promise<OutageShop> {
  if (!existsSync(path.join(repoRoot, '.next', 'BUILD_ID'))) {
    throw new Error('No production build in .next: run `npm test -- --e2e` (it builds first).')
  }
  let firestore: TestFirestore | undefined
  let proxy: PausableProxy | undefined
  let server: ChildProcess | undefined
  let errorLog = ''
  const stop = async () => {
    if (server) await stopServer(server)
    await proxy?.close()
    firestore?.stop()
  }
  try {
    firestore = await startTestFirestore()
    proxy = await startPausableProxy(Number(firestore.host.split(':')[1]))
    const port = await freePort()
    const env = {
      ...process.env,
      ...emulatorEnvWith(proxy.port),
      NEXT_TELEMETRY_DISABLED: '1',
    }
    server = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/next/dist/bin/next'), 'start', '--port', String(port)],
      {
        cwd: repoRoot,
        env,
        // Its error log (every timed-out call during the outage) stays out of the test report, except on a failed start.
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    server.stderr?.setEncoding('utf8')
    server.stderr?.on('data', (chunk: string) => {
      errorLog = `${errorLog}${chunk}`.slice(-4000)
    })
    const baseURL = `http://localhost:${port}`
    await waitUntilServing(`${baseURL}/api/health`, server, 90_000)
    const paused = proxy
    return {
      baseURL,
      stopFirestore: () => paused.pause(),
      startFirestore: () => paused.resume(),
      stop,
    }
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${errorLog}`)
  }
}
