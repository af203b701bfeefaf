/**
 * The production build (`next build`) and `next start`, for the scripts that measure the shop
 * (scripts/bench.mjs). Built and served with the emulator settings, as scripts/test.mjs builds and
 * scripts/serve-for-tests.mjs serves. Node built-ins only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { httpGet, repoRoot, run, startProcess, waitUntil } from './processes.mjs'
import { LOOPBACK, nextBin, nextStartArgs, picturePipelineArgs } from './setup.mjs'

const buildDir = path.join(repoRoot, '.next')

export const hasProductionBuild = () => existsSync(path.join(buildDir, 'BUILD_ID'))

/** The photo pipeline, then `next build` with `env` (the browser's NEXT_PUBLIC_ settings are inlined from it). */
export async function buildShop(env) {
  console.log('Building the shop: the photo pipeline, then next build')
  const pictures = await run(process.execPath, picturePipelineArgs(), { env })
  if (pictures.code !== 0) throw new Error(`The photo pipeline failed with exit code ${pictures.code}.`)
  const { code } = await run(process.execPath, [nextBin(), 'build'], { env })
  if (code !== 0) throw new Error(`next build failed with exit code ${code}.`)
}

/**
 * The Auth emulator port an existing build's browser code was made for (NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST
 * is inlined into a client chunk), or undefined. Serving that build next to an emulator on another port would
 * leave the browser's sign-in pointing at nothing, so the emulator should take this port when it can.
 */
export function builtAuthEmulatorPort() {
  const chunks = path.join(buildDir, 'static', 'chunks')
  let files
  try {
    files = readdirSync(chunks, { recursive: true }).map(String)
  } catch {
    return undefined
  }
  for (const file of files) {
    if (!file.endsWith('.js')) continue
    const match = readFileSync(path.join(chunks, file), 'utf8').match(
      /NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST:"(?:127\.0\.0\.1|localhost|\[::1\]):(\d{1,5})"/,
    )
    if (match) return Number(match[1])
  }
  return undefined
}

/**
 * `next start` on `port` with `env`; resolves { server, baseUrl } once it answers. The base URL names
 * 127.0.0.1 rather than localhost so load generators never try ::1 first.
 */
export async function startShop({ port, env, timeoutMs = 90_000 }) {
  const server = startProcess('next', process.execPath, nextStartArgs({ port, hostname: LOOPBACK }), {
    env,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntil(
    `next start on ${baseUrl}`,
    async () => (await httpGet(`${baseUrl}/robots.txt`)).status < 500,
    {
      handle: server,
      timeoutMs,
    },
  )
  return { server, baseUrl }
}
