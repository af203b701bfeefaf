/**
 * How long headless Chromium held a page's first frame back after painting it, read from a Lighthouse trace.
 *
 * Lighthouse's simulated LCP counts every request and script task that came before the LCP it observed in
 * its unthrottled trace. In headless Chromium that observation is sometimes late by a whole second or two
 * for reasons outside the page: the main thread paints and commits the first frame, but the compositor
 * draws nothing and starts no new frame for about a second (Lighthouse issue #17148, which traces such
 * delays to viz's BeginFrame throttling). Every script then runs before the late FCP, and the simulated
 * LCP grows by a second or more for the same page (docs/performance.md, "Lighthouse notes").
 *
 * The sign in the trace: the first contentful paint is stamped long after the main thread's first paint
 * of the page's frame. This returns that delay, so the benchmark can say which runs it affected.
 */

/**
 * The fields of a Chromium trace event this reads; other events and fields are ignored.
 * @typedef {{ frame?: string, data?: { frame?: string, documentLoaderURL?: string, isLoadingMainFrame?: boolean } }} TraceEventArgs
 * @typedef {{ name: string, ts: number, dur?: number, args?: TraceEventArgs }} TraceEvent
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
 * Above this, the run was held by the browser rather than slowed by the page. In unheld runs of the shop's
 * pages the first contentful paint came 190-370 ms after the first paint (the rest of the page's parsing
 * and first layout in between); in held runs it came 1,000 ms or more after it, with the main thread idle.
 */
export const HELD_FRAME_THRESHOLD_MS = 500
