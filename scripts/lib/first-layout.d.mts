/** The fields of a Chromium trace event firstLayoutOf reads; other events and fields are ignored. */
export interface TraceEventArgs {
  frame?: string
  data?: { frame?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean }
  beginData?: { frame?: string; totalObjects?: number }
}
export interface TraceEvent {
  name: string
  ts: number
  dur?: number
  args?: TraceEventArgs
}
export interface FirstLayout {
  firstLayoutMs: number
  layoutObjects: number
  styleAndLayoutMs: number
}
export function firstLayoutOf(traceEvents: TraceEvent[]): FirstLayout | undefined
