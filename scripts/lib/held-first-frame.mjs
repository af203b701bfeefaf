/**
 * How long headless Chromium held a page's first frame back after painting it, read from a Lighthouse trace.
 *
 * Lighthouse's simulated LCP counts every request and script task that came before the LCP it observed in
 * its unthrottled trace. In headless Chromium that observation is sometimes late by a whole second or two
 * for reasons outside the page: the renderer paints the page, but viz stops offering the page BeginFrames
 * during the load (`ThrottleUnresponsiveClient`, Lighthouse issue #17148), so the painted frame is shown,
 * and FCP recorded, only at the next allowed BeginFrame. Every script then runs before that late FCP, and
 * the simulated LCP grows from about 2 s to 3-3.5 s for the same page (README, "Benchmark").
 *
 * The sign in the trace: the first contentful paint is stamped long after the main thread's first paint
 * of the page's frame. This returns that delay, so the benchmark can say which runs it affected.
 */

/**
 * @typedef {{ name: string, ts: number, dur?: number, args?: any }} TraceEvent
 */

/**
 * Milliseconds between the end of the main thread's first paint of the navigated page and its first
 * contentful paint, or `undefined` when the trace lacks either (nothing to judge by).
 *
 * @param {TraceEvent[]} traceEvents
 * @returns {number | undefined}
 */
export function heldFirstFrameMs(traceEvents) {
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      Boolean(event.args?.data?.documentLoaderURL),
  )
  const frame = navigation?.args?.frame
  if (!navigation || !frame) return undefined
  const after = (event) => event.ts >= navigation.ts
  const firstPaint = traceEvents
    .filter((event) => event.name === 'Paint' && event.args?.data?.frame === frame && after(event))
    .reduce((earliest, event) => (earliest && earliest.ts <= event.ts ? earliest : event), undefined)
  const contentfulPaint = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame && after(event),
  )
  if (!firstPaint || !contentfulPaint) return undefined
  return Math.max(0, (contentfulPaint.ts - (firstPaint.ts + (firstPaint.dur ?? 0))) / 1000)
}

/**
 * A paint shown more than this after it was drawn was held by the browser, not slowed by the page: a frame
 * normally reaches the screen within a few display refreshes (tens of milliseconds); the held ones wait for
 * viz's throttled BeginFrame, once a second.
 */
export const HELD_FRAME_THRESHOLD_MS = 500
