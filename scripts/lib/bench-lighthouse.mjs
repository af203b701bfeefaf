/**
 * The Lighthouse part of `npm run bench --lighthouse`: each page as a guest and, first, a hello-world
 * reference page built by the same Next and React (scripts/lib/reference-page.mjs), in one Chromium.
 */
import { auditPage, launchChromium } from './lighthouse-audit.mjs'
import { isShuttingDown } from './processes.mjs'
import { buildReferencePage, startReferencePage } from './reference-page.mjs'
import { columns, kib, printTable } from './bench-table.mjs'

/** How the Lighthouse table names scripts/bench-reference-page's page. */
const REFERENCE_PAGE_LABEL = 'hello world (ref)'
const REFERENCE_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/**
 * The reference page, then each of the shop's pages, in one Chromium (kept in `state.chromium`, so a
 * Ctrl+C can stop it). When the reference could not be built, its row carries `referenceError` instead of
 * figures; the shop's pages are audited either way.
 */
export async function measureLighthouse({ baseUrl, paths, runs, referenceBuilt, referenceError, state }) {
  console.log(`\nLighthouse mobile: the reference and ${paths.length} pages × ${runs} runs…`)
  state.chromium = await launchChromium(new URL(baseUrl).hostname)
  const rows = []
  try {
    if (referenceBuilt) rows.push(await auditReferencePage(new URL(baseUrl).hostname, runs, state))
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

/** Serves the built reference page only while Lighthouse audits it. */
async function auditReferencePage(host, runs, state) {
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
      `${REFERENCE_PAGE_LABEL}: a static hello-world page built by the same Next and React ` +
      '(scripts/bench-reference-page), what the framework alone costs a page\n',
  )
  const done = rows.filter((row) => !row.error)
  printTable(
    [
      'Page',
      'Score',
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
      `${(row.lcpMs / 1000).toFixed(2)} s`,
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
    new Set([...columns(1, 9), ...columns(12, 14)]),
  )
  console.log(
    '\nHeld: runs whose first frame headless Chromium showed over half a second after painting it ' +
      '(scripts/lib/held-first-frame.mjs). Lighthouse then counts every script before the LCP, so a held ' +
      "run's LCP measures the browser more than the page (README, Benchmark). Pictures: image bytes as " +
      'transferred on the 412 px phone Lighthouse emulates. Main thread: all main-thread work in the load ' +
      '(4× CPU); Other: the part no script is blamed for (style, layout, paint, picture decoding and drawing).',
  )
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
}
