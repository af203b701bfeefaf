import { heldFirstFrameMs, type TraceEvent } from './held-first-frame.mjs'

// Trace timestamps are microseconds; the shapes are those of a Chromium 156 Lighthouse trace.
const PAGE = 'PAGE-FRAME'
const navigationStart = (ts: number, url = 'http://localhost:3100/sale', frame = PAGE): TraceEvent => ({
  name: 'navigationStart',
  ts,
  args: { frame, data: { documentLoaderURL: url, isLoadingMainFrame: true } },
})
const paint = (ts: number, dur: number, frame = PAGE): TraceEvent => ({
  name: 'Paint',
  ts,
  dur,
  args: { data: { frame } },
})
const firstContentfulPaint = (ts: number, frame = PAGE): TraceEvent => ({
  name: 'firstContentfulPaint',
  ts,
  args: { frame },
})

describe('heldFirstFrameMs', () => {
  it('measures from the end of the first paint to the first contentful paint', () => {
    // Painted at 385-391 ms, shown at 1,336 ms: drawn only a second later.
    const trace = [
      navigationStart(1_000_000),
      paint(1_385_500, 6_000),
      paint(2_320_400, 700),
      firstContentfulPaint(2_336_100),
    ]
    expect(heldFirstFrameMs(trace)).toBeCloseTo(944.6, 1)
  })

  it('is small when the first paint is shown at once', () => {
    const trace = [navigationStart(0), paint(300_000, 10_000), firstContentfulPaint(326_000)]
    expect(heldFirstFrameMs(trace)).toBe(16)
  })

  it('ignores paints of other frames and of the page before the navigation', () => {
    const trace = [
      paint(500, 100),
      navigationStart(1_000),
      paint(2_000, 100, 'SVG-IMAGE-FRAME'),
      paint(400_000, 5_000),
      firstContentfulPaint(420_000),
    ]
    expect(heldFirstFrameMs(trace)).toBe(15)
  })

  it('skips the about:blank navigation Lighthouse starts from (it has no document URL)', () => {
    const blank = navigationStart(500, '', 'BLANK-FRAME')
    const trace = [
      blank,
      paint(600, 10, 'BLANK-FRAME'),
      navigationStart(1_000),
      paint(300_000, 0),
      firstContentfulPaint(1_300_000),
    ]
    expect(heldFirstFrameMs(trace)).toBe(1_000)
  })

  it('has no answer when the trace lacks a paint or the first contentful paint', () => {
    expect(heldFirstFrameMs([navigationStart(0), paint(1_000, 10)])).toBeUndefined()
    expect(heldFirstFrameMs([navigationStart(0), firstContentfulPaint(1_000)])).toBeUndefined()
    expect(heldFirstFrameMs([])).toBeUndefined()
  })
})
