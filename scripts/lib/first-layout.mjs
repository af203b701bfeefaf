/**
 * The layout before a page's first paint, read from a Chromium trace: how many layout objects the first
 * full layout of the page's frame placed and how long it took, and all the style and layout work the frame
 * did by the time the trace ended.
 *
 * On a phone, Lighthouse's simulation multiplies each layout task by two, and the first one sits between the
 * stylesheet's arrival and the first paint, so it adds to FCP and LCP, and to TBT when it ends after FCP.
 * Parts drawn only near the screen (app/globals.css, .render-when-near) are what shortens it.
 */

/** A layout of fewer objects is not the page's first full one (an empty document, a frame's shell). */
const MIN_FULL_LAYOUT_OBJECTS = 20

/**
 * The first full layout of the page the trace navigated to, and the frame's style and layout time in all,
 * in milliseconds; `undefined` when the trace has no such navigation or layout.
 *
 * @param {import('./first-layout.d.mts').TraceEvent[]} traceEvents (the fields read: first-layout.d.mts)
 * @returns {import('./first-layout.d.mts').FirstLayout | undefined}
 */
export function firstLayoutOf(traceEvents) {
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  )
  const frame = navigation?.args?.frame
  if (!navigation || !frame) return undefined
  const ofPage = traceEvents
    .filter((event) => event.ts >= navigation.ts && typeof event.dur === 'number')
    .filter((event) => frameOf(event) === frame)
    .sort((a, b) => a.ts - b.ts)
  const first = ofPage.find(
    (event) =>
      event.name === 'Layout' && (event.args?.beginData?.totalObjects ?? 0) >= MIN_FULL_LAYOUT_OBJECTS,
  )
  if (!first) return undefined
  const styleAndLayout = ofPage.filter(
    (event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree',
  )
  return {
    firstLayoutMs: (first.dur ?? 0) / 1000,
    layoutObjects: first.args?.beginData?.totalObjects ?? 0,
    styleAndLayoutMs: styleAndLayout.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
  }
}

/** The frame a Layout (beginData.frame) or style (data.frame, or none: the page's) event belongs to. */
function frameOf(event) {
  return event.args?.beginData?.frame ?? event.args?.data?.frame ?? event.args?.frame
}
