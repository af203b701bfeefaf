/**
 * The Lighthouse part of `npm run bench --lighthouse`: each page as a guest and, first, a hello-world
 * reference page built by the same Next and React (scripts/lib/reference-page.mjs), in one Chromium.
 */
import { auditPage, launchChromium } from './lighthouse-audit.mjs'
import { isShuttingDown } from './processes.mjs'
import {
  buildReferencePage,
  copyShopPartsIntoReference,
  REFERENCE_PAGE_PATH,
  REFERENCE_VARIANTS,
  startReferencePage,
} from './reference-page.mjs'
import { columns, kib, printTable } from './bench-table.mjs'
import { hostSpeedLine } from './host-speed.mjs'

/** The personal shells, audited a second time signed in (their content is the shopper's). */
const SIGNED_IN_PATHS = ['/cart', '/wishlist', '/checkout', '/account']

/** How the Lighthouse table names scripts/bench-reference-page's page. */
const REFERENCE_PAGE_LABEL = 'hello world (ref)'
const REFERENCE_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/**
 * The reference page (with `referenceVariants`, then its variants: reference-page.mjs), then each of the
 * shop's pages, in one Chromium (kept in `state.chromium`, so a Ctrl+C can stop it). When the reference could
 * not be built, its row carries `referenceError` instead of figures; the shop's pages are audited either
 * way. With `withoutScripts`, each row also carries the figures of the same page audited with its script
 * files blocked (`row.withoutScripts`).
 */
export async function measureLighthouse({
  baseUrl,
  paths,
  runs,
  withoutScripts = false,
  referenceVariants = false,
  referenceBuilt,
  referenceError,
  signedInCookie,
  state,
}) {
  const passes = withoutScripts ? ', then again without scripts' : ''
  const references = referenceVariants
    ? `the reference, its ${REFERENCE_VARIANTS.length} variants`
    : 'the reference'
  console.log(`\nLighthouse mobile: ${references} and ${paths.length} pages × ${runs} runs${passes}…`)
  state.chromium = await launchChromium(new URL(baseUrl).hostname)
  const audit = (url) => auditWithAndWithoutScripts(url, { port: state.chromium.port, runs, withoutScripts })
  const rows = []
  try {
    if (referenceBuilt) rows.push(...(await auditReferencePages(baseUrl, audit, referenceVariants)))
    else rows.push({ path: REFERENCE_PAGE_LABEL, reference: true, error: referenceError })
    for (const page of paths) {
      console.log(`  ${page}…`)
      try {
        rows.push({ path: page, reference: false, ...(await audit(new URL(page, baseUrl).href)) })
      } catch (error) {
        rows.push({ path: page, reference: false, error: error.message })
      }
    }
    // The personal shells again, signed in as a shopper whose bag and wishlist hold a product: what fills in
    // after load (and any shift it causes) is only there for her.
    const personal = signedInCookie ? paths.filter((page) => SIGNED_IN_PATHS.includes(page)) : []
    for (const page of personal) {
      const label = `${page} (signed in)`
      console.log(`  ${label}…`)
      try {
        const figures = await auditPage(new URL(page, baseUrl).href, {
          port: state.chromium.port,
          runs,
          cookie: signedInCookie,
        })
        rows.push({ path: label, reference: false, ...figures })
      } catch (error) {
        rows.push({ path: label, reference: false, error: error.message })
      }
    }
  } finally {
    state.chromium?.kill()
    state.chromium = undefined
  }
  return rows
}

/** Builds the Lighthouse reference page; a failure is reported in its row, not fatal. */
export async function buildReference() {
  try {
    await buildReferencePage(REFERENCE_ENV)
    return { referenceBuilt: true }
  } catch (error) {
    if (isShuttingDown()) throw error
    console.warn(`WARNING: ${error.message} Lighthouse will audit the shop's pages without it.`)
    return { referenceBuilt: false, referenceError: error.message }
  }
}

/**
 * A page's figures and, with `withoutScripts`, its figures with every script file blocked. A failure of
 * that second audit is reported in `withoutScripts.error`, not thrown: the first audit's figures stand.
 */
async function auditWithAndWithoutScripts(url, { port, runs, withoutScripts }) {
  const figures = await auditPage(url, { port, runs })
  if (!withoutScripts) return figures
  try {
    return { ...figures, withoutScripts: await auditPage(url, { port, runs, blockScripts: true }) }
  } catch (error) {
    return { ...figures, withoutScripts: { error: error.message } }
  }
}

/** The bare reference page, the first of the reference app's pages. */
const REFERENCE = { label: REFERENCE_PAGE_LABEL, path: REFERENCE_PAGE_PATH }

/**
 * Serves the built reference app only while Lighthouse audits it: its page, then with `variants` each
 * variant, once the shop's stylesheet and picture are copied in. A failure is reported in the rows it
 * leaves without figures, not thrown; a failed copy costs only the variants' rows.
 */
async function auditReferencePages(shopUrl, audit, variants) {
  const row = (page, figures) => ({
    path: page.label,
    reference: true,
    variant: page !== REFERENCE,
    ...figures,
  })
  const pages = [REFERENCE]
  const notCopied = []
  if (variants) {
    try {
      await copyShopPartsIntoReference(new URL('/', shopUrl).href)
      pages.push(...REFERENCE_VARIANTS)
    } catch (error) {
      const message = `the shop's stylesheet and picture could not be copied in: ${error.message}`
      notCopied.push(...REFERENCE_VARIANTS.map((page) => row(page, { error: message })))
    }
  }
  let reference
  try {
    reference = await startReferencePage(REFERENCE_ENV, new URL(shopUrl).hostname)
  } catch (error) {
    return [...pages.map((page) => row(page, { error: error.message })), ...notCopied]
  }
  const audited = []
  try {
    for (const page of pages) {
      console.log(`  ${page.label}…`)
      const url = new URL(page.path, reference.url).href
      audited.push(row(page, await audit(url).catch((error) => ({ error: error.message }))))
    }
  } finally {
    await reference.server.stop()
  }
  return [...audited, ...notCopied]
}

/** A script's URL as the table shows it: its path, or a short name for the page's own inline scripts. */
function shortUrl(url) {
  if (!/^https?:/.test(url)) return url
  const { pathname } = new URL(url)
  return pathname.replace(/^\/_next\/static\/chunks\//, '') || '/'
}

export function printLighthouse(rows, runs) {
  console.log(
    `\nLighthouse mobile (defaults: simulated slow 4G, 4× CPU slowdown; guest; median of ${runs} runs, ` +
      'score range in brackets). Bytes as transferred; JS counts every script the page loaded during the audit, ' +
      'chunks fetched after load included (`npm run size` counts only those its HTML names). ' +
      '"(signed in)": the personal page audited with a bench shopper\'s session, her bag and wishlist each ' +
      'holding a product. ' +
      `${REFERENCE_PAGE_LABEL}: a static hello-world page built by the same Next and React ` +
      '(scripts/bench-reference-page), what the framework alone costs a page\n',
  )
  const done = rows.filter((row) => !row.error)
  printTable(
    [
      'Page',
      'Score',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'Transfer',
      'JS',
      'Pictures',
      'Main thread',
      'Other',
      'bf-cache',
      'Held',
      'A11y',
      'Best pr.',
      'SEO',
    ],
    done.map((row) => [
      row.runs < runs ? `${row.path} (${row.runs} of ${runs} runs)` : row.path,
      `${row.score} (${row.minScore}–${row.maxScore})`,
      secondsOf(row.fcpMs),
      secondsOf(row.lcpMs),
      `${Math.round(row.tbtMs)} ms`,
      row.cls.toFixed(3),
      kib(row.transferBytes),
      kib(row.scriptBytes),
      kib(row.imageBytes),
      `${Math.round(row.mainThreadMs)} ms`,
      `${Math.round(row.otherMs)} ms`,
      row.bfCache,
      `${row.heldRuns}/${row.runs}${row.medianHeld ? ' (median)' : ''}`,
      String(row.categories.accessibility),
      String(row.categories.bestPractices),
      String(row.categories.seo),
    ]),
    new Set([...columns(1, 10), ...columns(13, 15)]),
  )
  console.log(
    '\nHeld: runs whose first frame headless Chromium showed over half a second after painting it ' +
      '(scripts/lib/held-first-frame.mjs). Lighthouse then counts every script before the LCP, so a held ' +
      "run's LCP measures the browser more than the page (README, Benchmark). Pictures: image bytes as " +
      'transferred on the 412 px phone Lighthouse emulates. Main thread: all main-thread work in the load ' +
      '(4× CPU); Other: the part no script is blamed for (style, layout, paint, picture decoding and drawing).',
  )
  const hostSpeed = hostSpeedLine(done)
  if (hostSpeed) console.log(`\n${hostSpeed}`)
  if (done.some((row) => row.variant)) {
    console.log(
      "\nref + …: the reference page with the shop's stylesheet (render-blocking, as its pages link it), with " +
        "the picture that is `/`'s largest element on this phone (4 KiB, high priority), and with both, and " +
        "nothing else of the shop's (scripts/bench-reference-page/app/shop-parts.jsx): what those alone cost " +
        "FCP and LCP, set against limits relative to the bare reference's.",
    )
  }
  console.log(
    '\nMain-thread time by script (median run; Lighthouse "bootup-time", total and of it scripting):',
  )
  for (const row of done) {
    const scripts = row.scripts
      .filter((script) => script.totalMs >= 1)
      .map(
        (script) =>
          `${shortUrl(script.url)} ${Math.round(script.totalMs)}/${Math.round(script.scriptingMs)} ms`,
      )
    console.log(`  ${row.path}: ${scripts.join(', ') || 'none'}`)
  }
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
  printWithoutScripts(done, runs)
}

const secondsOf = (ms) => `${(ms / 1000).toFixed(2)} s`

/**
 * `--without-scripts`: each page beside itself with its script files blocked. The second figures are what
 * the HTML, stylesheet, fonts and pictures cost before any script: no change to the scripts can bring the
 * page's FCP or LCP below them.
 */
function printWithoutScripts(rows, runs) {
  const audited = rows.filter((row) => row.withoutScripts)
  if (audited.length === 0) return
  console.log(
    `\nWithout scripts (the same pages with every script file blocked, inline scripts still run; median of ${runs} ` +
      'runs): the floor that the HTML, stylesheet, fonts and pictures set, whatever the scripts do. Lighthouse ' +
      "still simulates each refused request, which can add to LCP (compare the reference's two LCPs); FCP, " +
      'which no async script delays, is the firm floor, and LCP never comes before it\n',
  )
  const done = audited.filter((row) => !row.withoutScripts.error)
  printTable(
    ['Page', 'Score', 'FCP', 'LCP', 'LCP with scripts', 'Transfer', 'Main thread'],
    done.map((row) => {
      const floor = row.withoutScripts
      return [
        row.path,
        `${floor.score} (${floor.minScore}–${floor.maxScore})`,
        secondsOf(floor.fcpMs),
        secondsOf(floor.lcpMs),
        secondsOf(row.lcpMs),
        kib(floor.transferBytes),
        `${Math.round(floor.mainThreadMs)} ms`,
      ]
    }),
    new Set(columns(1, 6)),
  )
  for (const row of done) {
    const lcps = row.withoutScripts.runLcps.map((run) => secondsOf(run.lcpMs))
    console.log(`  ${row.path} LCP without scripts, each run: ${lcps.join(', ')}`)
  }
  for (const row of audited.filter((item) => item.withoutScripts.error)) {
    console.warn(
      `WARNING: Lighthouse could not audit ${row.path} without scripts: ${row.withoutScripts.error}`,
    )
  }
}
