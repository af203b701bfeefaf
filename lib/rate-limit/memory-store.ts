import { stepWindow, windowEnd, type WindowState } from './fixed-window'
import type { RateDecision, RateLimitStore, RateRule } from './types'

type Entry = WindowState & { expiresAt: number }

/** Far more keys than one server meets in a window; past it the oldest counters are dropped. */
export const MEMORY_STORE_MAX_KEYS = 50_000
const SWEEP_EVERY_MS = 60_000

/**
 * Counters in this process's memory: no network call, nothing to configure. Per instance (each server counts
 * on its own, so N instances allow N times a limit) and forgotten on restart. Memory stays bounded: expired
 * counters are swept at most once a minute, and past `maxKeys` the oldest are dropped (a Map iterates in
 * insertion order, and a counter is re-inserted whenever its window restarts).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, Entry>()
  private lastSweep = 0

  constructor(private readonly maxKeys = MEMORY_STORE_MAX_KEYS) {}

  async hit(hashedKey: string, rule: RateRule, nowMs: number): Promise<RateDecision> {
    this.sweep(nowMs)
    const current = this.entries.get(hashedKey)
    const { decision, next } = stepWindow(current ?? null, rule, nowMs)
    if (next) {
      if (!current || next.windowStart !== current.windowStart) this.entries.delete(hashedKey)
      this.entries.set(hashedKey, { ...next, expiresAt: windowEnd(next, rule) })
      this.evictOverflow()
    }
    return decision
  }

  get size(): number {
    return this.entries.size
  }

  private sweep(nowMs: number) {
    if (nowMs - this.lastSweep < SWEEP_EVERY_MS && this.entries.size < this.maxKeys) return
    this.lastSweep = nowMs
    for (const [key, entry] of this.entries) if (entry.expiresAt <= nowMs) this.entries.delete(key)
  }

  private evictOverflow() {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) return
      this.entries.delete(key)
    }
  }
}
