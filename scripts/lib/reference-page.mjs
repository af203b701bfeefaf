/**
 * The benchmark's Lighthouse reference: scripts/bench-reference-page, a static "Hello, Next.js!" page in an
 * App Router app with Next's default settings, built and served by the same Next and React as the shop.
 * Audited in the same run as the shop's pages, it shows what the framework alone costs a page on this
 * machine (its JavaScript, score and TBT), which the shop's figures cannot go below. Node built-ins only.
 */
import path from 'node:path'

import { freePort, httpGet, repoRoot, run, startProcess, waitUntil } from './processes.mjs'
import { nextBin } from './setup.mjs'

/** Where the reference app lives; its build goes to its own .next, beside the shop's. */
export const REFERENCE_APP_DIR = path.join(repoRoot, 'scripts', 'bench-reference-page')
/** Its one page. */
export const REFERENCE_PAGE_PATH = '/'

/**
 * `next build` of the reference app. Built every time (about 15 s): it must be made by the Next in
 * node_modules now, not by whichever one built it last.
 */
export async function buildReferencePage(env) {
  console.log('Building the reference page: next build scripts/bench-reference-page')
  const { code } = await run(process.execPath, [nextBin(), 'build', REFERENCE_APP_DIR], { env })
  if (code !== 0) throw new Error(`next build of the reference page failed with exit code ${code}.`)
}

/**
 * `next start` of the built reference app on a free port; resolves { server, url } once the page answers.
 * The URL names `host`, the shop's: Lighthouse's Chromium reaches no other host (lighthouse-audit.mjs), and
 * `next start` listens on every interface.
 */
export async function startReferencePage(env, host, timeoutMs = 60_000) {
  const port = await freePort()
  const server = startProcess(
    'reference',
    process.execPath,
    [nextBin(), 'start', REFERENCE_APP_DIR, '--port', String(port)],
    { env },
  )
  const url = new URL(REFERENCE_PAGE_PATH, `http://${host}:${port}`).href
  await waitUntil(`the reference page on ${url}`, async () => (await httpGet(url)).status === 200, {
    handle: server,
    timeoutMs,
  })
  return { server, url }
}
