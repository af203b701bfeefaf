/**
 * `npm run bench`: how the production build holds up under a crowd, page by page, beside a reference.
 *
 *   npm run bench                                   # /, /clothing/abayas, /product/1, /sale
 *   npm run bench -- --lighthouse                   # and Lighthouse mobile, median of 3 runs per page
 *   npm run bench -- --paths /,/sale --connections 100 --duration 20
 *   npm run bench -- --build                        # rebuild first, even if .next has a build
 *   npm run bench -- --json bench.json              # also write the figures as JSON
 *   npm run bench -- --base-url http://127.0.0.1:3000   # a server you already run: nothing is started
 *
 * Without --base-url it builds when .next has no build (with the emulator settings, as scripts/test.mjs
 * does), starts fresh emulators and `next start` on a free port (or --port / BENCH_PORT), and signs a
 * shopper up whose bag and wishlist each hold a product. Then, for each page, signed out and signed in: a
 * few warm-up requests (their status and Cache-Control are reported), and autocannon with 50 connections
 * for 10 s. /robots.txt from the same server, measured first and last in the same run, is the reference: a
 * file Next serves without rendering anything, so each page's ratio to it says how close the page is to
 * static serving.
 * With --lighthouse, the Lighthouse reference is scripts/bench-reference-page, a hello-world page built by the
 * same Next and React: what the framework alone costs a page (scripts/lib/reference-page.mjs).
 * Timings depend on the machine and whatever else it is doing; compare figures within one run.
 *
 * Not part of `npm test`. Exits 0 once it has printed its figures (whatever they are), and non-zero only
 * when the shop could not be built, started or reached. Ctrl+C stops everything it started.
 */
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { createSignedInShopper } from './lib/bench-shopper.mjs'
import { emulatorEnv, emulatorSettings, startEmulators } from './lib/emulators.mjs'
import { auditPage, launchChromium } from './lib/lighthouse-audit.mjs'
import { loadTest, warmUp } from './lib/load-test.mjs'
import {
  assertPortFree,
  freePort,
  httpGet,
  isShuttingDown,
  onShutdownSignal,
  seconds,
  sleep,
  stopAll,
} from './lib/processes.mjs'
import { buildShop, builtAuthEmulatorPort, hasProductionBuild, startShop } from './lib/production-server.mjs'
import { buildReferencePage, startReferencePage } from './lib/reference-page.mjs'
import { assertNodeVersion } from './lib/setup.mjs'

const DEFAULT_PATHS = ['/', '/clothing/abayas', '/product/1', '/sale']
const REFERENCE_PATH = '/robots.txt'
/** How the Lighthouse table names scripts/bench-reference-page's page. */
const REFERENCE_PAGE_LABEL = 'hello world (ref)'
const REFERENCE_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const SETTLE_MS = 2000

const USAGE = `Usage: npm run bench -- [options]
  --lighthouse          also run Lighthouse mobile on each page (guest) and on a hello-world reference page
  --paths a,b           pages to measure (default ${DEFAULT_PATHS.join(',')})
  --connections N       autocannon connections (default 50)
  --duration S          seconds of load per row (default 10)
  --runs N              Lighthouse runs per page, median reported (default 3)
  --json FILE           also write the results as JSON
  --build               build even if .next already has a build
  --port N              port for next start (default BENCH_PORT, else a free port)
  --base-url URL        measure a server you already run; nothing is built or started`

const startedAt = Date.now()
const state = { emulators: undefined, server: undefined, chromium: undefined }

async function stopEverything() {
  state.chromium?.kill()
  state.chromium = undefined
  // The server first: requests it is still rendering would otherwise log errors about the emulators.
  await state.server?.stop()
  await stopAll()
  await state.emulators?.stop()
  state.emulators = undefined
}

onShutdownSignal(stopEverything)

class UsageError extends Error {}

function positiveInteger(raw, name) {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${name} must be a positive whole number.`)
  return value
}

function readOptions() {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        lighthouse: { type: 'boolean', default: false },
        paths: { type: 'string' },
        connections: { type: 'string', default: '50' },
        duration: { type: 'string', default: '10' },
        runs: { type: 'string', default: '3' },
        json: { type: 'string' },
        build: { type: 'boolean', default: false },
        port: { type: 'string', default: process.env.BENCH_PORT },
        'base-url': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (error) {
    throw new UsageError(error.message)
  }
  const paths = parsed.paths
    ? parsed.paths
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => (item.startsWith('/') ? item : `/${item}`))
    : DEFAULT_PATHS
  if (paths.length === 0) throw new UsageError('--paths names no page.')
  let baseUrl
  if (parsed['base-url']) {
    try {
      baseUrl = new URL(parsed['base-url']).origin
    } catch {
      throw new UsageError(`--base-url ${parsed['base-url']} is not a URL.`)
    }
  }
  if (baseUrl && parsed.build) throw new UsageError('--build and --base-url do not go together.')
  return {
    help: parsed.help,
    lighthouse: parsed.lighthouse,
    paths,
    connections: positiveInteger(parsed.connections, '--connections'),
    durationSeconds: positiveInteger(parsed.duration, '--duration'),
    runs: positiveInteger(parsed.runs, '--runs'),
    json: parsed.json,
    build: parsed.build,
    port: parsed.port ? positiveInteger(parsed.port, '--port') : undefined,
    baseUrl,
  }
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)))

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

/** Builds when needed, starts the emulators and `next start`; resolves the server's base URL. */
async function serveShop(options) {
  assertNodeVersion()
  const willBuild = options.build || !hasProductionBuild()
  const settings = await chooseEmulatorSettings(willBuild)
  const port = options.port ?? (await freePort())
  await assertPortFree(port, '0.0.0.0', 'choose another with --port or BENCH_PORT')
  const env = { ...process.env, ...emulatorEnv(settings), NEXT_TELEMETRY_DISABLED: '1' }
  if (willBuild) await buildShop(env)
  state.emulators = await startEmulators(settings)
  const { baseUrl, server } = await startShop({ port, env })
  state.server = server
  return { baseUrl, authEmulatorHost: `${settings.host}:${settings.authPort}` }
}

/**
 * With --base-url: the Auth emulator the running shop uses, only when the usual variables name it (a guess
 * could sign a user up in some other server's emulator).
 */
function namedAuthEmulatorHost() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!process.env.FIREBASE_AUTH_EMULATOR_PORT) return undefined
  const settings = emulatorSettings()
  return `${settings.host}:${settings.authPort}`
}

/** @param {import('./lib/load-test.mjs').LoadResult} result */
function errorDetail(result) {
  const parts = []
  if (result.non2xx) parts.push(`${result.non2xx} non-2xx`)
  if (result.timeouts) parts.push(`${result.timeouts} timeouts`)
  if (result.connectionErrors) parts.push(`${result.connectionErrors} conn. errors`)
  return parts.length > 0 ? `${result.errors} (${parts.join(', ')})` : String(result.errors)
}

const formatRate = (value) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1).replace(/\.0$/, '')
const formatRatio = (value) => (value >= 0.1 ? value.toFixed(2) : value.toFixed(3))

/** A plain-text table: right-aligned numbers, left-aligned text. */
function printTable(headings, rows, rightAligned) {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells) =>
    cells
      .map((cell, column) =>
        rightAligned.has(column)
          ? String(cell).padStart(widths[column])
          : String(cell).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd()
  console.log(line(headings))
  console.log(line(widths.map((width) => '─'.repeat(width))))
  for (const row of rows) console.log(line(row))
}

/** Seconds of unmeasured load on each row's URL before the first row (see measureLoad). */
const SERVER_WARM_UP_SECONDS = 2

/**
 * Warm-up and load test of each page (and the reference), signed out and, when there is a shopper, signed
 * in. One row at a time, so rows never compete with each other for the CPU.
 *
 * Two things keep the reference fair. A fresh server is slower for its first seconds under load (its
 * JavaScript is not yet optimised), so every row's URL first gets SERVER_WARM_UP_SECONDS of load that is not
 * measured. And the machine's speed drifts over a run, so the reference is measured first and last, and each
 * page's ratio is to the mean of the two.
 */
async function measureLoad({ baseUrl, paths, shopper, connections, durationSeconds }) {
  const identities = [{ who: 'guest', headers: {} }]
  if (shopper) identities.push({ who: 'signed in', headers: { cookie: shopper.cookie } })
  const reference = { path: REFERENCE_PATH, who: 'guest', headers: {}, reference: true }
  const pages = paths.flatMap((page) =>
    identities.map((identity) => ({ path: page, ...identity, reference: false })),
  )
  const plan = [{ ...reference, who: 'guest, first' }, ...pages, { ...reference, who: 'guest, last' }]

  console.log(`  Warming the server up: ${SERVER_WARM_UP_SECONDS} s of load on each URL, not measured…`)
  for (const item of [reference, ...pages]) {
    const url = new URL(item.path, baseUrl).href
    await loadTest(url, { connections, durationSeconds: SERVER_WARM_UP_SECONDS, headers: item.headers })
  }
  await sleep(SETTLE_MS)

  const rows = []
  for (const item of plan) {
    const url = new URL(item.path, baseUrl).href
    console.log(`  ${item.path} (${item.who}): warm-up, then ${durationSeconds} s of load…`)
    const warm = await warmUp(url, item.headers)
    const result = await loadTest(url, { connections, durationSeconds, headers: item.headers })
    rows.push({ path: item.path, who: item.who, reference: item.reference, ...warm, ...result })
    // autocannon stops sending, but a slow page may still be rendering what it was sent: let it finish
    // (the next row's warm-up requests wait behind whatever is left).
    await sleep(SETTLE_MS)
  }
  const referenceRates = rows.filter((row) => row.reference).map((row) => row.requestsPerSecond)
  const referenceRate = referenceRates.reduce((sum, rate) => sum + rate, 0) / referenceRates.length
  // The reference rows get a ratio too: how far each is from their mean shows how much the machine drifted.
  return rows.map((row) => ({ ...row, ratio: referenceRate > 0 ? row.requestsPerSecond / referenceRate : 0 }))
}

function printLoad(rows, { baseUrl, connections, durationSeconds }) {
  console.log(
    `\nLoad (autocannon, ${connections} connections, ${durationSeconds} s per row, ${baseUrl}); ` +
      `× ref = req/s ÷ the mean req/s of this run's two ${REFERENCE_PATH} rows, measured first and last\n`,
  )
  printTable(
    ['Path', 'Who', 'Status', 'req/s', 'p50 ms', 'p99 ms', 'Errors', '× ref', 'Cache-Control'],
    rows.map((row) => [
      row.reference ? `${row.path} (ref)` : row.path,
      row.who,
      row.status || 'none',
      formatRate(row.requestsPerSecond),
      row.p50 ?? '—',
      row.p99 ?? '—',
      errorDetail(row),
      formatRatio(row.ratio),
      row.cacheControl || '(none)',
    ]),
    new Set([2, 3, 4, 5, 6, 7]),
  )
  for (const row of rows) {
    if (row.status !== 200) {
      console.warn(
        `\nWARNING: ${row.path} (${row.who}) answered ${row.status ? `HTTP ${row.status}` : `nothing (${row.error})`} ` +
          'instead of 200: its figures do not measure the page.',
      )
    }
  }
}

const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`

/**
 * The reference page, then each of the shop's pages, in one Chromium. When the reference could not be
 * built, its row carries `referenceError` instead of figures; the shop's pages are audited either way.
 */
async function measureLighthouse({ baseUrl, paths, runs, referenceBuilt, referenceError }) {
  console.log(`\nLighthouse mobile: the reference and ${paths.length} pages × ${runs} runs…`)
  state.chromium = await launchChromium(new URL(baseUrl).hostname)
  const rows = []
  try {
    if (referenceBuilt) rows.push(await auditReferencePage(new URL(baseUrl).hostname, runs))
    else rows.push({ path: REFERENCE_PAGE_LABEL, reference: true, error: referenceError })
    for (const page of paths) {
      console.log(`  ${page}…`)
      try {
        rows.push({
          path: page,
          reference: false,
          ...(await auditPage(new URL(page, baseUrl).href, { port: state.chromium.port, runs })),
        })
      } catch (error) {
        rows.push({ path: page, reference: false, error: error.message })
      }
    }
  } finally {
    state.chromium?.kill()
    state.chromium = undefined
  }
  return rows
}

/** Builds the Lighthouse reference page; a failure is reported in its row, not fatal. */
async function buildReference() {
  try {
    await buildReferencePage(REFERENCE_ENV)
    return { referenceBuilt: true }
  } catch (error) {
    if (isShuttingDown()) throw error
    console.warn(`WARNING: ${error.message} Lighthouse will audit the shop's pages without it.`)
    return { referenceBuilt: false, referenceError: error.message }
  }
}

/** Serves the built reference page only while Lighthouse audits it. */
async function auditReferencePage(host, runs) {
  console.log(`  ${REFERENCE_PAGE_LABEL}…`)
  let reference
  try {
    reference = await startReferencePage(REFERENCE_ENV, host)
    return {
      path: REFERENCE_PAGE_LABEL,
      reference: true,
      ...(await auditPage(reference.url, { port: state.chromium.port, runs })),
    }
  } catch (error) {
    return { path: REFERENCE_PAGE_LABEL, reference: true, error: error.message }
  } finally {
    await reference?.server.stop()
  }
}

function printLighthouse(rows, runs) {
  console.log(
    `\nLighthouse mobile (defaults: simulated slow 4G, 4× CPU slowdown; guest; median of ${runs} runs, ` +
      'score range in brackets). Bytes as transferred; JS counts every script the page loaded during the audit, ' +
      'chunks fetched after load included (`npm run size` counts only those its HTML names). ' +
      `${REFERENCE_PAGE_LABEL}: a static hello-world page built by the same Next and React ` +
      '(scripts/bench-reference-page), what the framework alone costs a page\n',
  )
  const done = rows.filter((row) => !row.error)
  printTable(
    ['Page', 'Score', 'LCP', 'TBT', 'CLS', 'Transfer', 'JS', 'bf-cache', 'Held', 'A11y', 'Best pr.', 'SEO'],
    done.map((row) => [
      row.runs < runs ? `${row.path} (${row.runs} of ${runs} runs)` : row.path,
      `${row.score} (${row.minScore}–${row.maxScore})`,
      `${(row.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(row.tbtMs)} ms`,
      row.cls.toFixed(3),
      kib(row.transferBytes),
      kib(row.scriptBytes),
      row.bfCache,
      `${row.heldRuns}/${row.runs}${row.medianHeld ? ' (median)' : ''}`,
      String(row.categories.accessibility),
      String(row.categories.bestPractices),
      String(row.categories.seo),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 9, 10, 11]),
  )
  console.log(
    '\nHeld: runs whose first frame headless Chromium showed over half a second after painting it ' +
      '(scripts/lib/held-first-frame.mjs). Lighthouse then counts every script before the LCP, so a held ' +
      "run's LCP measures the browser more than the page (README, Benchmark).",
  )
  for (const row of done) {
    const lcps = row.runLcps.map((run) => `${(run.lcpMs / 1000).toFixed(2)} s${run.held ? ' (held)' : ''}`)
    console.log(`  ${row.path} LCP of each run: ${lcps.join(', ')}`)
    if (row.bfCacheFailures.length > 0)
      console.log(`  ${row.path} bf-cache: ${row.bfCacheFailures.join('; ')}`)
    if (row.otherHosts.length > 0) {
      console.log(
        `  ${row.path} requested other hosts (blocked here, so not in its figures): ${row.otherHosts.join(', ')}`,
      )
    }
    for (const warning of row.warnings) console.log(`  ${row.path} Lighthouse warning: ${warning}`)
  }
  for (const row of rows.filter((item) => item.error)) {
    console.warn(`WARNING: Lighthouse could not audit ${row.path}: ${row.error}`)
  }
}

async function main() {
  let options
  try {
    options = readOptions()
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    return 2
  }
  if (options.help) {
    console.log(USAGE)
    return 0
  }

  const load = { start: loadAverage() }
  console.log(`Load average (1, 5, 15 min) at start: ${load.start.join(', ')} on ${os.cpus().length} CPUs`)
  if ((load.start[0] ?? 0) > os.cpus().length) {
    console.warn(
      'WARNING: the machine is already busier than its CPUs can keep up with: every figure will be low, ' +
        'and slow pages may time out entirely. The ratios to the reference still compare pages.',
    )
  }

  let served
  try {
    if (options.baseUrl) {
      const { status } = await httpGet(new URL(REFERENCE_PATH, options.baseUrl).href, 30_000)
      if (status !== 200) throw new Error(`${options.baseUrl}${REFERENCE_PATH} answered HTTP ${status}.`)
      served = { baseUrl: options.baseUrl, authEmulatorHost: namedAuthEmulatorHost() }
    } else {
      served = await serveShop(options)
    }
  } catch (error) {
    if (isShuttingDown()) return 0
    console.error(`\nnpm run bench: the shop could not be started or reached: ${error.message}`)
    return 1
  }
  const { baseUrl } = served

  let shopper
  let shopperSkipped
  try {
    if (!served.authEmulatorHost) {
      throw new Error(
        'with --base-url, set FIREBASE_AUTH_EMULATOR_PORT (or _HOST) to the Auth emulator that server uses',
      )
    }
    shopper = await createSignedInShopper({ baseUrl, authEmulatorHost: served.authEmulatorHost })
    console.log(`Signed-in rows use ${shopper.email}, with a product in the bag and one in the wishlist.`)
    for (const note of shopper.notes) console.warn(`WARNING: ${note}`)
  } catch (error) {
    shopperSkipped = error.message
    console.warn(`Signed-in rows skipped: ${error.message}`)
  }

  // Built before the load test, so that the build's work is over before anything is timed.
  const reference = options.lighthouse ? await buildReference() : undefined

  console.log(`\nMeasuring ${baseUrl}:`)
  const loadRows = await measureLoad({ ...options, baseUrl, shopper })
  const lighthouseRows = options.lighthouse
    ? await measureLighthouse({ ...options, ...reference, baseUrl })
    : undefined

  load.end = loadAverage()
  printLoad(loadRows, { ...options, baseUrl })
  if (lighthouseRows) printLighthouse(lighthouseRows, options.runs)
  console.log(
    `\nLoad average (1, 5, 15 min) at end: ${load.end.join(', ')}. ` +
      `Done in ${seconds(Date.now() - startedAt)}. Timings are noisy: compare rows within one run.`,
  )

  if (options.json) {
    const report = {
      date: new Date(startedAt).toISOString(),
      baseUrl,
      startedServer: !options.baseUrl,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      cpus: os.cpus().length,
      loadAverage: load,
      signedIn: shopper ? { email: shopper.email, notes: shopper.notes } : { skipped: shopperSkipped },
      load: loadRows,
      lighthouse: lighthouseRows ?? null,
    }
    const file = path.resolve(options.json)
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
    console.log(`Results written to ${file}`)
  }
  return 0
}

main()
  .then(async (code) => {
    await stopEverything()
    process.exit(code)
  })
  .catch(async (error) => {
    if (isShuttingDown()) return
    console.error(`\nnpm run bench failed: ${error.stack ?? error.message}`)
    await stopEverything()
    process.exit(1)
  })
