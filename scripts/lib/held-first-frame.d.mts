/** The fields of a Chromium trace event heldFirstFrameMs reads; other events and fields are ignored. */
export interface TraceEventArgs {
  frame?: string
  data?: { frame?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean }
}
export interface TraceEvent {
  name: string
  ts: number
  dur?: number
  args?: TraceEventArgs
}
export function heldFirstFrameMs(traceEvents: TraceEvent[]): number | undefined
export const HELD_FRAME_THRESHOLD_MS: number
