/**
 * The layout before each page's first paint, for `npm run bench --lighthouse`: a real Chromium opens the page
 * at the phone size Lighthouse emulates, with every script file refused (the HTML and stylesheet alone decide
 * that layout, and a script arriving early would only add noise), unthrottled, several times, and reads the
 * first full layout from a trace (scripts/lib/first-layout.mjs): what it placed (as much of the page as was
 * parsed when the stylesheet came, less the parts drawn only near the screen) and how long it took. The
 * milliseconds are this machine's, so compare them within one run.
 */
import { chromium } from '@playwright/test'
import { testBrowserExecutable } from './chromium.mjs'
import { LIGHTHOUSE_PHONE } from './lighthouse-phone.mjs'
import { firstLayoutOf } from './first-layout.mjs'
import { columns, printTable } from './bench-table.mjs'

/** Loads per page; the median is reported (a first load in a fresh browser context each time). */
const LOADS = 7

/** How long after `load` the trace keeps recording: the rest of the document's style and layout. */
const AFTER_LOAD_MS = 500

const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function traceOneLoad(browser, url) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  try {
    const page = await context.newPage()
    await page.route(/\.m?js(\?|$)/, (route) => route.abort())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReturnAsStream' })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(AFTER_LOAD_MS)
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    const { stream } = await complete
    let text = ''
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream })
      text += chunk.data
      if (chunk.eof) break
    }
    const parsed = JSON.parse(text)
    return firstLayoutOf(Array.isArray(parsed) ? parsed : parsed.traceEvents)
  } finally {
    await context.close()
  }
}

export async function measureFirstLayout({ baseUrl, paths }) {
  console.log(`\nLayout before the first paint: ${paths.length} pages × ${LOADS} loads…`)
  const browser = await chromium.launch({ executablePath: testBrowserExecutable(), headless: true })
  const rows = []
  try {
    for (const path of paths) {
      try {
        const loads = []
        for (let load = 0; load < LOADS; load++) {
          const figures = await traceOneLoad(browser, new URL(path, baseUrl).href)
          if (figures) loads.push(figures)
        }
        if (loads.length === 0) throw new Error('no layout of the page in its traces')
        rows.push({
          path,
          loads: loads.length,
          layoutObjects: median(loads.map((load) => load.layoutObjects)),
          firstLayoutMs: median(loads.map((load) => load.firstLayoutMs)),
          minMs: Math.min(...loads.map((load) => load.firstLayoutMs)),
          maxMs: Math.max(...loads.map((load) => load.firstLayoutMs)),
          styleAndLayoutMs: median(loads.map((load) => load.styleAndLayoutMs)),
        })
      } catch (error) {
        rows.push({ path, error: error.message })
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}

export function printFirstLayout(rows) {
  console.log(
    `\nLayout before the first paint (phone size, script files refused, no throttling, median of ${LOADS} ` +
      'loads; scripts/lib/bench-first-layout.mjs). Layout objects: what the first full layout placed (as much ' +
      'of the page as was parsed when the stylesheet came; parts drawn only near the screen are not among ' +
      'them). First layout: its time, with the range. Style + ' +
      'layout: all of it until half a second after load. Lighthouse counts a layout task twice over on a phone.\n',
  )
  const done = rows.filter((row) => !row.error)
  printTable(
    ['Page', 'Layout objects', 'First layout', 'Range', 'Style + layout'],
    done.map((row) => [
      row.path,
      String(row.layoutObjects),
      `${row.firstLayoutMs.toFixed(1)} ms`,
      `${row.minMs.toFixed(1)}–${row.maxMs.toFixed(1)} ms`,
      `${row.styleAndLayoutMs.toFixed(1)} ms`,
    ]),
    columns(1, 4),
  )
  for (const row of rows.filter((item) => item.error)) {
    console.warn(`WARNING: could not measure ${row.path}'s first layout: ${row.error}`)
  }
}
