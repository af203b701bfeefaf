import type { RateDecision, RateLimitStore, RateRule } from './types'
import { within } from './within'

/**
 * How long the shared store may take before this instance's own count decides alone: under limit()'s own
 * 2.5 s, so the local verdict, not limit()'s fail-open, answers a slow shared store.
 */
export const SHARED_STORE_TIMEOUT_MS = 2000

/**
 * This instance's counter in front of the shared one. Every hit is counted locally first, and a hit the local
 * counter refuses never reaches the shared store. So a burst on one key (a script firing 300 requests at once)
 * costs the shared store at most `rule.limit` transactions per instance, and cannot queue enough of them on
 * one document to time them out. When the shared store fails or does not answer in time, the local verdict
 * stands: one instance then allows at most the whole limit, never an unlimited number.
 */
export class LayeredRateLimitStore implements RateLimitStore {
  constructor(
    private readonly local: RateLimitStore,
    private readonly shared: RateLimitStore,
    private readonly timeoutMs = SHARED_STORE_TIMEOUT_MS,
  ) {}

  async hit(hashedKey: string, rule: RateRule, nowMs: number): Promise<RateDecision> {
    const local = await this.local.hit(hashedKey, rule, nowMs)
    if (!local.ok) return local
    try {
      return await within(this.shared.hit(hashedKey, rule, nowMs), this.timeoutMs, 'shared rate-limit store')
    } catch (error) {
      console.error(
        `[rate-limit] ${rule.id}: shared counter unavailable; this instance's count decides`,
        error,
      )
      return local
    }
  }
}
