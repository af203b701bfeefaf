/**
 * `npm run bench`: how the production build holds up under a crowd, page by page, beside a reference, and
 * what each request costs the server and the emulators in CPU.
 *
 *   npm run bench                                   # every row below
 *   npm run bench -- --lighthouse                   # and Lighthouse mobile, median of 3 runs per page
 *   npm run bench -- --lighthouse --without-scripts # and each page again with its script files blocked
 *   npm run bench -- --lighthouse --reference-variants # and the reference with the shop's stylesheet, picture
 *   npm run bench -- --paths /,/sale --connections 100 --duration 20
 *   npm run bench -- --skip-orders --shoppers 5     # no place-order rows; signed in as 5 shoppers
 *   npm run bench -- --build                        # rebuild first, even if .next has a build
 *   npm run bench -- --json bench.json              # also write the figures as JSON
 *   npm run bench -- --base-url http://127.0.0.1:3000   # a server you already run: nothing is started
 *
 * Without --base-url it builds when .next has no build (with the emulator settings, as scripts/test.mjs
 * does), starts fresh emulators and `next start` on a free port (or --port / BENCH_PORT), and signs 25
 * shoppers up, 5 at a time, whose bags and wishlists each hold a product (scripts/lib/bench-shopper.mjs).
 *
 * The rows (scripts/lib/bench-load.mjs), each a few warm-up requests (their status and Cache-Control are
 * reported) and then autocannon with 50 connections for 10 s, guest and signed in:
 * - catalogue pages: /, /clothing/abayas, /product/1, /sale, and the search results page /search?q=abaya;
 * - the money path: the personal pages /cart, /wishlist, /checkout, /account, /orders/lookup (static shells),
 *   the JSON each reads once loaded (/api/cart, /api/wishlist, /api/checkout, /api/account) and /api/shopper;
 *   a guest's /account answers with a redirect to sign in, which is measured, not followed.
 * Signed-in rows spread their requests over all 25 shoppers: each request carries the next one's cookie.
 * Then the place-order rows (scripts/lib/bench-orders.mjs): orders per second with 20 guests at a time, each
 * ordering its own product, and 50 guests at once for the last 10 units of one product (exactly 10 must sell).
 * Then the campaign short link (scripts/lib/bench-campaigns.mjs): 2,000 clicks on one /l/{code} from 50
 * connections, each counted in the sharded click counter, read back from the emulator (exactly 2,000).
 * Then the search box (scripts/lib/bench-keystrokes.mjs): a real Chromium types queries into the header's box,
 * and the row says how long the browser's index took to answer each keystroke (goal: under 20 ms).
 *
 * /robots.txt from the same server, measured first and last in the same run, is the reference: a file Next
 * serves without rendering anything, so each row's ratio to it says how close the row is to static serving.
 * Every row also shows the CPU seconds that `next start`, the Auth emulator and the Firestore emulator spent
 * on it (scripts/lib/bench-cpu.mjs), and Next's CPU milliseconds per answer.
 * With --lighthouse, the personal pages (/cart, /wishlist, /checkout, /account) are audited again signed in
 * as the first bench shopper, so their CLS counts the shift of her content filling in.
 * With --lighthouse, the Lighthouse reference is scripts/bench-reference-page, a hello-world page built by the
 * same Next and React: what the framework alone costs a page (scripts/lib/reference-page.mjs). It also
 * counts what each page hydrates: client components, elements and RSC payload (scripts/lib/bench-hydration.mjs),
 * and times the layout before each page's first paint (scripts/lib/bench-first-layout.mjs).
 * --without-scripts audits every page a second time with its script files refused: the FCP and LCP that its
 * HTML, stylesheet, fonts and pictures alone allow, which no change to the scripts can beat.
 * --reference-variants also audits the reference with the shop's stylesheet, with its home page's hero
 * picture, and with both: what those alone cost a page that has nothing else of the shop's.
 * Timings depend on the machine and whatever else it is doing; compare figures within one run.
 *
 * Not part of `npm test`. Exits 0 once it has printed its figures (whatever they are), and non-zero only
 * when the shop could not be built, started or reached. Ctrl+C stops everything it started.
 */
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { cpuMeter } from './lib/bench-cpu.mjs'
import { openBenchFirestore } from './lib/bench-firestore.mjs'
import { buildReference, measureLighthouse, printLighthouse } from './lib/bench-lighthouse.mjs'
import { measureHydration, printHydration } from './lib/bench-hydration.mjs'
import { measureFirstLayout, printFirstLayout } from './lib/bench-first-layout.mjs'
import { printPhoneTargets } from './lib/bench-phone-targets.mjs'
import { measureKeystrokes, printKeystrokes } from './lib/bench-keystrokes.mjs'
import { measureLoad, REFERENCE_PATH } from './lib/bench-load.mjs'
import { readOptions, USAGE, UsageError } from './lib/bench-options.mjs'
import { measureShortLinkClicks } from './lib/bench-campaigns.mjs'
import { measureOrders } from './lib/bench-orders.mjs'
import { printLoad, printOrders, printShortLinks } from './lib/bench-report.mjs'
import { namedShop, serveShop } from './lib/bench-serve.mjs'
import { createSignedInShoppers } from './lib/bench-shopper.mjs'
import { httpGet, isShuttingDown, onShutdownSignal, seconds, stopAll } from './lib/processes.mjs'

const startedAt = Date.now()
const state = { emulators: undefined, server: undefined, chromium: undefined, stopping: false }

async function stopEverything() {
  state.stopping = true
  state.chromium?.kill()
  state.chromium = undefined
  // The server first: requests it is still rendering would otherwise log errors about the emulators.
  await state.server?.stop()
  await stopAll()
  await state.emulators?.stop()
  state.emulators = undefined
}

onShutdownSignal(stopEverything)

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)))

/** The signed-in shoppers, or none and why (reported, not fatal: the guest rows still run). */
async function prepareShoppers(served, count) {
  try {
    if (!served.authEmulatorHost) {
      throw new Error(
        'with --base-url, set FIREBASE_AUTH_EMULATOR_PORT (or _HOST) to the Auth emulator that server uses',
      )
    }
    const { shoppers, notes } = await createSignedInShoppers({ ...served, count, concurrency: 5 })
    console.log(
      `Signed-in rows use ${shoppers.length} shoppers (${shoppers[0]?.email}, …), each with a product in the ` +
        'bag and one in the wishlist.',
    )
    for (const note of notes) console.warn(`WARNING: ${note}`)
    return { shoppers }
  } catch (error) {
    console.warn(`Signed-in rows skipped: ${error.message}`)
    return { shoppers: [], skipped: error.message }
  }
}

/** The short-link row (scripts/lib/bench-campaigns.mjs); `report.skipped` says why there is none. */
async function shortLinkRows(served, cpu, report) {
  if (!served.firestore) {
    report.skipped =
      'with --base-url, set FIRESTORE_EMULATOR_PORT (or _HOST) to the Firestore emulator that server uses'
    return []
  }
  const db = openBenchFirestore(served.firestore)
  try {
    return [await measureShortLinkClicks({ baseUrl: served.baseUrl, db, cpu })]
  } catch (error) {
    if (isShuttingDown()) throw error
    report.skipped = error.message
    console.warn(`WARNING: the short-link row failed: ${error.message}`)
    return []
  } finally {
    await db.close()
  }
}

/**
 * The place-order rows, as a function measureLoad runs before its last reference row; `report.skipped`
 * says why there are none. A failure there skips them rather than the whole bench.
 */
function orderRows(served, options, cpu, report) {
  if (!options.orders) {
    report.skipped = '--skip-orders'
    return undefined
  }
  if (!served.firestore) {
    report.skipped =
      'with --base-url, set FIRESTORE_EMULATOR_PORT (or _HOST) to the Firestore emulator that server uses'
    return undefined
  }
  return async () => {
    const db = openBenchFirestore(served.firestore)
    try {
      return await measureOrders({
        baseUrl: served.baseUrl,
        db,
        cpu,
        durationSeconds: options.durationSeconds,
      })
    } catch (error) {
      if (isShuttingDown()) throw error
      report.skipped = error.message
      console.warn(`WARNING: the place-order rows failed: ${error.message}`)
      return []
    } finally {
      await db.close()
    }
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
      served = namedShop(options.baseUrl)
    } else {
      served = await serveShop(options, state)
    }
  } catch (error) {
    if (isShuttingDown()) return 0
    console.error(`\nnpm run bench: the shop could not be started or reached: ${error.message}`)
    return 1
  }
  const { baseUrl } = served

  const { shoppers, skipped: shoppersSkipped } = await prepareShoppers(served, options.shopperCount)
  // Built before the load test, so that the build's work is over before anything is timed.
  const reference = options.lighthouse ? await buildReference() : undefined
  const cpu = cpuMeter(served.pids)
  const orders = { skipped: undefined }
  const shortLinks = { skipped: undefined }
  const placeOrders = orderRows(served, options, cpu, orders)

  console.log(`\nMeasuring ${baseUrl}:`)
  const measured = await measureLoad({
    ...options,
    baseUrl,
    shoppers,
    cpu,
    between: async () => [
      ...(placeOrders ? await placeOrders() : []),
      ...(await shortLinkRows(served, cpu, shortLinks)),
    ],
  })
  const orderRowsMeasured = measured.between.filter((row) => row.clicksPerSecond === undefined)
  const shortLinkRowsMeasured = measured.between.filter((row) => row.clicksPerSecond !== undefined)
  const keystrokes = await measureKeystrokes({ baseUrl }).catch((error) => {
    if (isShuttingDown()) throw error
    return { error: error.message }
  })
  // Lighthouse audits pages; an /api/ path answers JSON, which it has nothing to say about.
  const pages = options.paths.filter((page) => !page.startsWith('/api/'))
  const lighthouseRows = options.lighthouse
    ? await measureLighthouse({
        ...options,
        ...reference,
        paths: pages,
        baseUrl,
        signedInCookie: shoppers[0]?.cookie,
        state,
      })
    : undefined
  const hydrationRows = options.lighthouse ? await measureHydration({ baseUrl, paths: pages }) : undefined
  const firstLayoutRows = options.lighthouse ? await measureFirstLayout({ baseUrl, paths: pages }) : undefined

  load.end = loadAverage()
  printLoad(measured.rows, { ...options, baseUrl, shopperCount: shoppers.length })
  printOrders(orderRowsMeasured, orders)
  printShortLinks(shortLinkRowsMeasured, shortLinks)
  printKeystrokes(keystrokes)
  if (lighthouseRows) printLighthouse(lighthouseRows, options.runs)
  if (lighthouseRows) printPhoneTargets(lighthouseRows)
  if (hydrationRows) printHydration(hydrationRows)
  if (firstLayoutRows) printFirstLayout(firstLayoutRows)
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
      signedIn: shoppersSkipped
        ? { skipped: shoppersSkipped }
        : { shoppers: shoppers.map((shopper) => shopper.email) },
      load: measured.rows,
      orders: orders.skipped ? { skipped: orders.skipped } : orderRowsMeasured,
      shortLinks: shortLinks.skipped ? { skipped: shortLinks.skipped } : shortLinkRowsMeasured,
      keystrokes,
      lighthouse: lighthouseRows ?? null,
      hydration: hydrationRows ?? null,
      firstLayout: firstLayoutRows ?? null,
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
