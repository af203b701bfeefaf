export interface TraceEvent {
  name: string
  ts: number
  dur?: number
  args?: unknown
}
export function heldFirstFrameMs(traceEvents: TraceEvent[]): number | undefined
export const HELD_FRAME_THRESHOLD_MS: number
