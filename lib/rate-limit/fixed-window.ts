import type { RateDecision, RateRule } from './types'

/**
 * The counting both stores share: a fixed window that opens at a key's first hit and lasts the rule's window.
 * Simple and cheap (one counter, one timestamp); its known weakness is a burst of up to twice the limit
 * across a window's end, which is acceptable for limits set far above what a shopper does.
 */
export type WindowState = { count: number; windowStart: number }

export type WindowStep = { decision: RateDecision; next: WindowState | null }

/** The decision for one more hit, and the state to store (null: nothing changes, the hit was refused). */
export function stepWindow(state: WindowState | null, rule: RateRule, nowMs: number): WindowStep {
  const windowMs = rule.windowSeconds * 1000
  if (!state || nowMs >= state.windowStart + windowMs || nowMs < state.windowStart) {
    return { decision: { ok: true }, next: { count: 1, windowStart: nowMs } }
  }
  if (state.count >= rule.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.windowStart + windowMs - nowMs) / 1000))
    return { decision: { ok: false, retryAfterSeconds }, next: null }
  }
  return { decision: { ok: true }, next: { count: state.count + 1, windowStart: state.windowStart } }
}

export function windowEnd(state: WindowState, rule: RateRule): number {
  return state.windowStart + rule.windowSeconds * 1000
}
