/**
 * `npm run size`: how much JavaScript each page makes a shopper download. Next 16's build no longer prints
 * "First Load JS", so this measures it from the outside: fetch a page's HTML from a production server,
 * collect every <script src> it loads from the shop itself, and total their raw and gzip sizes.
 *
 *   npm run size                          # /, /clothing/abayas, /sale, /product/1
 *   npm run size -- /about /hijabs/shawls # those pages too
 *   npm run size -- --base-url http://localhost:3000    # a server you already run (must be `next start`)
 *   npm run size -- --build               # build first (with the emulator settings), then measure
 *
 * Without --base-url it serves the existing build (.next) itself with `next start` on a free port, next to
 * the local emulators, and stops both afterwards. Gzip uses level 6, zlib's default and what nginx-style
 * servers and CDNs typically send; scripts the page loads later on demand (dynamic imports) are not counted.
 * Exits non-zero if any page or script cannot be fetched.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { emulatorEnv, emulatorSettings, startEmulators } from './lib/emulators.mjs'
import {
  freePort,
  httpGet,
  onShutdownSignal,
  repoRoot,
  run,
  startProcess,
  stopAll,
  waitUntil,
} from './lib/processes.mjs'
import { LOOPBACK, nextBin, nextStartArgs, picturePipelineArgs } from './lib/setup.mjs'

const DEFAULT_PAGES = ['/', '/clothing/abayas', '/sale', '/product/1']
const GZIP_LEVEL = 6

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'base-url': { type: 'string', default: process.env.SIZE_BASE_URL },
    build: { type: 'boolean', default: false },
  },
})
const pages = [...DEFAULT_PAGES, ...positionals.filter((page) => !DEFAULT_PAGES.includes(page))]

let emulators
onShutdownSignal(async () => {
  await stopAll()
  await emulators?.stop()
})

/** The <script src> URLs in the HTML that a browser executes, resolved against the page. */
function scriptUrls(html, pageUrl) {
  const urls = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? ''
    const src = attributes.match(/\bsrc=["']([^"']+)["']/i)?.[1]
    // nomodule scripts are legacy polyfills that modern browsers skip.
    if (!src || /\bnomodule\b/i.test(attributes)) continue
    const url = new URL(src.replaceAll('&amp;', '&'), pageUrl)
    if (url.origin === new URL(pageUrl).origin) urls.add(url.href)
  }
  return [...urls]
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

async function measure(baseUrl) {
  const rows = []
  const failures = []
  for (const page of pages) {
    const pageUrl = new URL(page, baseUrl).href
    const response = await httpGet(pageUrl, 30_000).catch((error) => ({
      status: 0,
      body: Buffer.from(String(error)),
    }))
    if (response.status !== 200) {
      failures.push(`${page}: HTTP ${response.status || response.body.toString()}`)
      continue
    }
    const scripts = scriptUrls(response.body.toString('utf8'), pageUrl)
    let raw = 0
    let gzip = 0
    for (const script of scripts) {
      const file = await httpGet(script, 30_000).catch(() => ({ status: 0, body: Buffer.alloc(0) }))
      if (file.status !== 200) {
        failures.push(`${page}: ${script} answered HTTP ${file.status}`)
        continue
      }
      raw += file.body.length
      gzip += gzipSync(file.body, { level: GZIP_LEVEL }).length
    }
    rows.push({ page, count: scripts.length, raw, gzip })
  }

  const width = Math.max(4, ...rows.map((row) => row.page.length))
  console.log(`\nJavaScript loaded by each page's HTML (${baseUrl}, gzip level ${GZIP_LEVEL})\n`)
  console.log(`${'Page'.padEnd(width)}  Scripts   Raw KB  Gzip KB`)
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(width)}  ${String(row.count).padStart(7)}  ${kb(row.raw).padStart(7)}  ${kb(row.gzip).padStart(7)}`,
    )
  }
  if (failures.length > 0) {
    console.error(`\nCould not measure:\n  ${failures.join('\n  ')}`)
    return 1
  }
  return 0
}

async function main() {
  if (options['base-url']) return measure(options['base-url'])

  const env = { ...process.env, ...emulatorEnv(emulatorSettings()), NEXT_TELEMETRY_DISABLED: '1' }
  if (options.build) {
    const pictures = await run(process.execPath, picturePipelineArgs(), { env })
    if (pictures.code !== 0) throw new Error(`The photo pipeline failed with exit code ${pictures.code}.`)
    const { code } = await run(process.execPath, [nextBin(), 'build'], { env })
    if (code !== 0) throw new Error(`next build failed with exit code ${code}.`)
  } else if (!existsSync(path.join(repoRoot, '.next', 'BUILD_ID'))) {
    throw new Error(
      'No production build in .next: run `npm run size -- --build` (or `npm start` / `npm test`).',
    )
  }

  emulators = await startEmulators(emulatorSettings())
  const port = await freePort()
  const server = startProcess('next', process.execPath, nextStartArgs({ port, hostname: LOOPBACK }), {
    env,
  })
  const baseUrl = `http://localhost:${port}`
  await waitUntil(`next start on ${baseUrl}`, async () => (await httpGet(baseUrl)).status < 500, {
    handle: server,
    timeoutMs: 60_000,
  })
  try {
    return await measure(baseUrl)
  } finally {
    await stopAll()
    await emulators.stop()
  }
}

main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    console.error(`npm run size failed: ${error.message}`)
    await stopAll()
    await emulators?.stop()
    process.exit(1)
  })
