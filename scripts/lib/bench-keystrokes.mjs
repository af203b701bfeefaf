/**
 * The search box's row of `npm run bench`: how long the browser's search index takes to answer a keystroke.
 *
 * A real Chromium opens the home page at a desktop size, focuses the header's search box (which fetches the
 * index, lib/search/search-index-url.ts) and types a few queries one key at a time, as a shopper does. Two
 * figures per keystroke:
 * - index: the time the index took to answer, as the box itself reports it with the User Timing mark
 *   SEARCH_QUERY_MEASURE (components/header/browser-search.ts);
 * - to screen: from the key's keydown event to the suggestion list's DOM change (React's commit), when the
 *   list changed at all (a key that leaves the same suggestions changes nothing there).
 * The machine's own speed, no CPU throttling: the issue's goal is under 20 ms on the bench machine.
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { testBrowserExecutable } from './chromium.mjs'

/** The User Timing measure the box writes around each query of its index. */
export const SEARCH_QUERY_MEASURE = 'fatin:search-query'

/** Typical queries: English, a typo, Urdu script, Roman Urdu, two words. */
const QUERIES = ['chiffon', 'kaftn', 'عبایا', 'duppata', 'black abaya', 'lipstick']

const percentile = (sorted, share) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1),
  }
}

/** Watches the visible search box: each keydown's time, and the first change of its list after it. */
function watchKeystrokes() {
  const box = [...document.querySelectorAll('[role="combobox"]')].find((element) => element.offsetParent)
  const list = box && document.getElementById(box.getAttribute('aria-controls'))
  if (!box || !list) throw new Error('no visible search box with a suggestion list')
  const state = { pressedAt: undefined, delays: [] }
  box.addEventListener('keydown', () => (state.pressedAt = performance.now()), { capture: true })
  new MutationObserver(() => {
    if (state.pressedAt === undefined) return
    state.delays.push(performance.now() - state.pressedAt)
    state.pressedAt = undefined
  }).observe(list, { childList: true, subtree: true, characterData: true, attributes: true })
  window.__keystrokes = state
}

export async function measureKeystrokes({ baseUrl }) {
  const browser = await chromium.launch({ executablePath: testBrowserExecutable(), headless: true })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'load' })
    const box = page.getByRole('combobox', { name: 'Search products' }).first()
    const indexLoaded = page.waitForResponse((response) => response.url().includes('/search-index.json'))
    await box.click()
    const index = await indexLoaded
    // Playwright hands over the body decoded; its gzip size is what a phone downloads.
    const body = await index.body()
    const indexBytes = { raw: body.length, gzip: gzipSync(body).length }
    await page.evaluate(watchKeystrokes)
    let keys = 0
    for (const query of QUERIES) {
      await box.fill('')
      for (const key of query) {
        await page.keyboard.type(key)
        keys += 1
        // Lets the box answer and the page settle before the next key, as a shopper's typing does.
        await page.waitForTimeout(60)
      }
    }
    const measured = await page.evaluate((name) => {
      const index = performance.getEntriesByName(name).map((entry) => entry.duration)
      return { index, toScreen: window.__keystrokes.delays }
    }, SEARCH_QUERY_MEASURE)
    return {
      queries: QUERIES,
      keys,
      indexEncoding: index.headers()['content-encoding'] ?? 'identity',
      indexBytes,
      index: summary(measured.index),
      toScreen: summary(measured.toScreen),
    }
  } finally {
    await browser.close()
  }
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–')

export function printKeystrokes(result) {
  if (!result) return
  if (result.error) {
    console.log(`\nSearch box keystrokes: not measured (${result.error})`)
    return
  }
  const { index, toScreen } = result
  console.log(
    `\nSearch box keystrokes (Chromium, desktop size, no throttling; ${result.keys} keys typing ` +
      `${result.queries.map((query) => `"${query}"`).join(', ')}; goal < 20 ms):\n` +
      `  index answers   ${index.count} queries, p50 ${ms(index.p50)} ms, p95 ${ms(index.p95)} ms, max ${ms(index.max)} ms\n` +
      `  key to screen   ${toScreen.count} list changes, p50 ${ms(toScreen.p50)} ms, p95 ${ms(toScreen.p95)} ms, max ${ms(toScreen.max)} ms\n` +
      `  index file      ${result.indexBytes.raw.toLocaleString('en-US')} bytes, ` +
      `${result.indexBytes.gzip.toLocaleString('en-US')} with gzip (served with ${result.indexEncoding})`,
  )
}
