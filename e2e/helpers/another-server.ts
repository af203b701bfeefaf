import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

const repoRoot = path.resolve(__dirname, '..', '..')

export type AnotherServer = { baseURL: string; stop: () => Promise<void> }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * A second `next start` of the same production build, on the same emulators, started the way every script
 * starts the shop (scripts/lib/setup.mjs, nextStartArgs: the connection-address preload, on localhost), with
 * `env` changed: for behaviour that depends on a server setting the shared test server has otherwise, or for
 * what must hold across instances. `hostname` 127.0.0.1 lets a test connect from another loopback address.
 */
export async function startAnotherServer(
  env: Record<string, string | undefined>,
  { hostname = 'localhost' }: { hostname?: 'localhost' | '127.0.0.1' } = {},
): Promise<AnotherServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--require',
      path.join(repoRoot, 'scripts', 'lib', 'connection-address.cjs'),
      path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '--port',
      String(port),
      '--hostname',
      hostname,
    ],
    { cwd: repoRoot, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  )
  const baseURL = `http://${hostname}:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`)
    const answered = await fetch(`${baseURL}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { baseURL, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`next start on ${baseURL} did not answer within 60 s`)
}
