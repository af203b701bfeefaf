import { firstLayoutOf, type TraceEvent } from './first-layout.mjs'

// Trace timestamps and durations are microseconds; the shapes are those of a Chromium 156 devtools.timeline trace.
const PAGE = 'PAGE-FRAME'
const navigationStart = (ts: number, url = 'http://localhost:3100/sale', frame = PAGE): TraceEvent => ({
  name: 'navigationStart',
  ts,
  args: { frame, data: { documentLoaderURL: url, isLoadingMainFrame: true } },
})
const layout = (ts: number, dur: number, totalObjects: number, frame = PAGE): TraceEvent => ({
  name: 'Layout',
  ts,
  dur,
  args: { beginData: { frame, totalObjects } },
})
const style = (ts: number, dur: number, frame = PAGE): TraceEvent => ({
  name: 'UpdateLayoutTree',
  ts,
  dur,
  args: { beginData: { frame } },
})

describe('firstLayoutOf', () => {
  it("reads the page's first full layout and adds up its style and layout work", () => {
    const trace = [
      navigationStart(1_000_000),
      style(1_100_000, 4_000),
      layout(1_104_000, 12_500, 420),
      style(1_300_000, 1_000),
      layout(1_301_000, 2_000, 430),
    ]
    expect(firstLayoutOf(trace)).toEqual({ firstLayoutMs: 12.5, layoutObjects: 420, styleAndLayoutMs: 19.5 })
  })

  it('skips a layout of an almost empty document before the full one', () => {
    const trace = [navigationStart(0), layout(10_000, 300, 3), layout(90_000, 8_000, 266)]
    expect(firstLayoutOf(trace)).toMatchObject({ firstLayoutMs: 8, layoutObjects: 266 })
  })

  it("ignores other frames, about:blank and what came before the page's navigation", () => {
    const trace = [
      navigationStart(0, 'about:blank', 'BLANK'),
      layout(5_000, 9_000, 50, 'BLANK'),
      navigationStart(100_000),
      layout(150_000, 20_000, 99, 'AN-IFRAME'),
      layout(160_000, 7_000, 300),
    ]
    expect(firstLayoutOf(trace)).toEqual({ firstLayoutMs: 7, layoutObjects: 300, styleAndLayoutMs: 7 })
  })

  it('is undefined without a navigation or without a full layout of the page', () => {
    expect(firstLayoutOf([layout(0, 5_000, 300)])).toBeUndefined()
    expect(firstLayoutOf([navigationStart(0), layout(1_000, 500, 4)])).toBeUndefined()
  })
})
