/**
 * Lighthouse mobile audits of the shop's pages in a headless Chromium: Lighthouse's defaults (a mid-range
 * phone's screen, simulated slow 4G and 4× CPU slowdown), performance category only, the median of a few
 * runs per page, each a first visit (Lighthouse clears the origin's storage, IndexedDB included, and the HTTP
 * cache before each run).
 *
 * Everything stays on this machine: Lighthouse's Node API fetches nothing itself (no field data, no update
 * check), Chromium starts with its background networking, component updates and sync off, and its host
 * resolver fails every name but the shop's, so a request a page makes to another host fails at once instead
 * of leaving the machine. Such requests are reported (`otherHosts`): a shopper's phone would make them.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'

import { chromiumExecutable } from './chromium.mjs'
import { HELD_FRAME_THRESHOLD_MS, heldFirstFrameMs } from './held-first-frame.mjs'

/** Every script file, for `blockScripts` (Lighthouse's wildcard syntax, matched against the whole URL). */
const SCRIPT_FILES = ['*.js', '*.js?*', '*.mjs']

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * @typedef {object} LighthouseFigures
 * @property {number} score            performance score, 0–100, of the median run
 * @property {number} minScore         lowest score of the runs (the spread shows the noise)
 * @property {number} maxScore
 * @property {number} fcpMs            First Contentful Paint
 * @property {number} lcpMs            Largest Contentful Paint
 * @property {number} tbtMs            Total Blocking Time
 * @property {number} cls              Cumulative Layout Shift
 * @property {number} transferBytes    everything the page loaded, as sent over the network
 * @property {number} scriptBytes      JavaScript, as sent over the network (compressed)
 * @property {number} imageBytes       pictures, as sent over the network
 * @property {number} mainThreadMs     all main-thread work Lighthouse saw during the load (4× CPU)
 * @property {number} otherMs          the part of it Lighthouse attributes to no script ("Other": style, layout,
 *   paint, decoding, and drawing SVG pictures)
 * @property {{ url: string, totalMs: number, scriptingMs: number }[]} scripts main-thread time by script
 *   (Lighthouse's "bootup-time" audit), largest first
 * @property {'pass' | 'fail' | 'n/a'} bfCache whether the back/forward cache audit passes
 * @property {string[]} bfCacheFailures why the page cannot enter the back/forward cache
 * @property {string[]} otherHosts    URLs on other hosts the page requested (blocked here)
 * @property {{ accessibility: number, bestPractices: number, seo: number }} categories the median run's
 *   other Lighthouse scores, 0–100
 * @property {number} runs             valid runs the median was taken from
 * @property {number} heldRuns         valid runs whose first frame headless Chromium showed late
 *   (held-first-frame.mjs): their LCP counts every script, so it measures the browser more than the page
 * @property {boolean} medianHeld      whether the reported (median) run is one of them
 * @property {{ lcpMs: number, held: boolean }[]} runLcps every valid run's LCP, in the order run
 * @property {number[]} benchmarkIndexes every valid run's BenchmarkIndex: Lighthouse's measure of the host's
 *   CPU speed ("CPU/Memory Power" in its report), which its 4× slowdown multiplies
 * @property {number} failedRuns       runs that failed and were retried
 * @property {string[]} warnings       Lighthouse's run warnings
 */

/**
 * Debian's Chromium (or CHROMIUM_PATH) via chrome-launcher, able to reach `host` (the shop) and no other.
 * Stop it with `.kill()`.
 *
 * @param {string} host
 */
export function launchChromium(host) {
  const chromePath = chromiumExecutable()
  if (!chromePath) {
    throw new Error(
      'Lighthouse needs Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    )
  }
  // handleSIGINT off: the benchmark's own shutdown handler stops Chromium with everything else.
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`],
    handleSIGINT: false,
    logLevel: 'error',
  })
}

function figuresOf(lhr) {
  const audits = lhr.audits
  const numeric = (id) => audits[id]?.numericValue ?? Number.NaN
  const resourceRow = (type) =>
    audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
  const mainThread = audits['mainthread-work-breakdown']?.details?.items ?? []
  const scripts = (audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({ url: String(item.url), totalMs: item.total ?? 0, scriptingMs: item.scripting ?? 0 }))
    .sort((a, b) => b.totalMs - a.totalMs)
  const bfCacheAudit = audits['bf-cache']
  const bfCacheFailures = (bfCacheAudit?.details?.items ?? [])
    .map((item) => (typeof item.reason === 'string' ? item.reason : (item.reason?.formattedDefault ?? '')))
    .filter(Boolean)
  const origin = new URL(lhr.finalDisplayedUrl).origin
  const otherHosts = (audits['network-requests']?.details?.items ?? [])
    .map((item) => String(item.url))
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)
  /** @type {LighthouseFigures['bfCache']} */
  let bfCache = 'n/a'
  if (bfCacheAudit?.score === 1) bfCache = 'pass'
  else if (bfCacheAudit?.score === 0) bfCache = 'fail'
  return {
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    scriptBytes: resourceRow('script')?.transferSize ?? Number.NaN,
    imageBytes: resourceRow('image')?.transferSize ?? 0,
    mainThreadMs: mainThread.reduce((sum, item) => sum + (item.duration ?? 0), 0),
    otherMs: mainThread.find((item) => item.group === 'other')?.duration ?? 0,
    scripts,
    bfCache,
    bfCacheFailures,
    otherHosts: [...new Set(otherHosts)],
  }
}

const categoryScore = (lhr, id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
const performanceScore = (lhr) => categoryScore(lhr, 'performance')

/**
 * Audits `url` until `runs` runs succeed (a run that fails, say on a load too slow for this busy machine, is
 * retried, up to `runs` extra attempts) with the Chromium listening on `port`, and reports the median run
 * (Lighthouse's own choice of median: the run closest to the median First Contentful Paint and Time to
 * Interactive, so all figures come from one real load).
 *
 * With `blockScripts`, every script file the page names is refused (inline scripts still run): the page's
 * HTML, stylesheet, fonts and pictures alone, the floor its scripts add to.
 *
 * @param {string} url
 * With `cookie`, every request carries it (a signed-in shopper's session: scripts/lib/bench-shopper.mjs).
 * @param {{ port: number, runs: number, blockScripts?: boolean, cookie?: string }} options
 * @returns {Promise<LighthouseFigures>}
 */
export async function auditPage(url, { port, runs, blockScripts = false, cookie }) {
  const valid = []
  /** The runs whose first frame was held (their LCP is the browser's delay more than the page's). */
  const held = new Set()
  const warnings = new Set()
  let failedRuns = 0
  for (let attempt = 0; attempt < runs * 2 && valid.length < runs; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse's default keeps IndexedDB and local storage, so a run would see what the previous one
      // stored (Firebase Auth keeps its state in IndexedDB): every run should be a first visit.
      clearStorageTypes: ['all'],
      blockedUrlPatterns: blockScripts ? SCRIPT_FILES : [],
      // A signed-in shopper's session on every request of the page (its JSON too), kept through the clearing
      // above since it is a header, not a stored cookie.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError && filterToValidRuns([lhr]).length === 1) {
      for (const warning of lhr.runWarnings ?? []) warnings.add(String(warning))
      valid.push(lhr)
      const heldMs = heldFirstFrameMs(result.artifacts?.Trace?.traceEvents ?? [])
      if (heldMs !== undefined && heldMs > HELD_FRAME_THRESHOLD_MS) held.add(lhr)
    } else {
      failedRuns++
      const error = lhr?.runtimeError
      warnings.add(`a run failed and was retried${error ? ` (${error.code}: ${error.message})` : ''}`)
    }
  }
  if (valid.length === 0) {
    throw new Error(
      `no valid Lighthouse run for ${url}${warnings.size ? `: ${[...warnings].join('; ')}` : ''}`,
    )
  }
  const median = computeMedianRun(valid)
  const scores = valid.map(performanceScore)
  return {
    score: performanceScore(median),
    minScore: Math.min(...scores),
    maxScore: Math.max(...scores),
    ...figuresOf(median),
    categories: {
      accessibility: categoryScore(median, 'accessibility'),
      bestPractices: categoryScore(median, 'best-practices'),
      seo: categoryScore(median, 'seo'),
    },
    runs: valid.length,
    heldRuns: held.size,
    medianHeld: held.has(median),
    runLcps: valid.map((lhr) => ({
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      held: held.has(lhr),
    })),
    benchmarkIndexes: valid.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN),
    failedRuns,
    warnings: [...warnings],
  }
}
