/**
 * What each page hydrates, for `npm run bench --lighthouse`: counts, not timings, so two builds compare
 * exactly on a noisy machine (the time it costs is Lighthouse's "main-thread time by script").
 *
 * A real Chromium opens each page at the phone size Lighthouse emulates. Before the page's scripts run, it
 * installs a stand-in for the React DevTools hook: React's production build reports every commit to it, and
 * once the page has settled (each Suspense boundary hydrates in a commit of its own), the tree is walked:
 * - client components: instances of components that run in the browser ('use client' ones and those they
 *   render, Next's own router parts included);
 * - elements: the DOM elements React hydrated (matched, given listeners) – everything the server rendered
 *   that is not inside a `dangerouslySetInnerHTML`;
 * - payload: the page's RSC payload, inlined in its HTML for React to rebuild the tree from (bytes as sent,
 *   before compression), next to the HTML's whole size.
 */
import { chromium } from '@playwright/test'
import { testBrowserExecutable } from './chromium.mjs'
import { LIGHTHOUSE_PHONE } from './lighthouse-phone.mjs'
import { columns, kib, printTable } from './bench-table.mjs'

/** React's fiber tags (react-reconciler's ReactWorkTags) that this count sorts. */
const COMPONENT_TAGS = [0, 1, 11, 14, 15] // function, class, forwardRef, memo, simple memo
const ELEMENT_TAGS = [5, 26, 27] // host component, hoistable, singleton

/** How long after the network is idle the tree is read: hydration is over, later commits change little. */
const SETTLE_MS = 1500

/** Runs in the page before its scripts: records each React root that commits. */
function installHydrationRecorder() {
  const roots = new Set()
  window.__hydratedRoots = roots
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_rendererId, root) => roots.add(root),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  }
}

/** Runs in the page: counts the committed tree's fibers by kind. */
function countFibers({ componentTags, elementTags }) {
  const counts = { components: 0, elements: 0, texts: 0, fibres: 0 }
  const stack = [...window.__hydratedRoots].map((root) => root.current.child).filter(Boolean)
  while (stack.length > 0) {
    const fiber = stack.pop()
    counts.fibres++
    if (componentTags.includes(fiber.tag)) counts.components++
    else if (elementTags.includes(fiber.tag)) counts.elements++
    else if (fiber.tag === 6) counts.texts++
    if (fiber.sibling) stack.push(fiber.sibling)
    if (fiber.child) stack.push(fiber.child)
  }
  return counts
}

/** The bytes of the RSC payload a page's HTML carries in its `self.__next_f.push(…)` scripts. */
export function inlinePayloadBytes(html) {
  let bytes = 0
  for (const match of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) {
    bytes += Buffer.byteLength(match[1] ?? '')
  }
  return bytes
}

export async function measureHydration({ baseUrl, paths }) {
  console.log(`\nWhat each page hydrates: ${paths.length} pages…`)
  const browser = await chromium.launch({ executablePath: testBrowserExecutable(), headless: true })
  const rows = []
  try {
    for (const path of paths) {
      const context = await browser.newContext(LIGHTHOUSE_PHONE)
      try {
        const page = await context.newPage()
        await page.addInitScript(installHydrationRecorder)
        const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' })
        const html = (await response?.text()) ?? ''
        // React hydrates each Suspense boundary in a commit of its own, and a countdown or the carousel
        // commits again every second or so: the tree is read once the page has settled, not at a commit.
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(SETTLE_MS)
        const counts = await page.evaluate(countFibers, {
          componentTags: COMPONENT_TAGS,
          elementTags: ELEMENT_TAGS,
        })
        rows.push({
          path,
          ...counts,
          payloadBytes: inlinePayloadBytes(html),
          htmlBytes: Buffer.byteLength(html),
        })
      } catch (error) {
        rows.push({ path, error: error.message })
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}

export function printHydration(rows) {
  console.log(
    '\nWhat each page hydrates (phone size, counted in the tree React hydrated; scripts/lib/bench-hydration.mjs). ' +
      'Client components: instances running in the browser, Next’s own included. Elements: DOM elements ' +
      'React hydrated. All fibres: everything React walked, contexts, fragments and boundaries included. Payload: the RSC payload inlined in the HTML, uncompressed.\n',
  )
  const done = rows.filter((row) => !row.error)
  printTable(
    ['Page', 'Client components', 'Elements', 'Texts', 'All fibres', 'Payload', 'HTML'],
    done.map((row) => [
      row.path,
      String(row.components),
      String(row.elements),
      String(row.texts),
      String(row.fibres),
      kib(row.payloadBytes),
      kib(row.htmlBytes),
    ]),
    columns(1, 6),
  )
  for (const row of rows.filter((item) => item.error)) {
    console.warn(`WARNING: could not count what ${row.path} hydrates: ${row.error}`)
  }
}
