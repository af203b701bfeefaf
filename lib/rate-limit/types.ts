/**
 * A limit: at most `limit` hits per `windowSeconds` for one key. `id` names the rule in stored keys, so two
 * rules never share a counter even when they count the same client.
 */
export type RateRule = { id: string; limit: number; windowSeconds: number }

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Where counters live. `hit` counts one hit for `key` under `rule` and says whether it is allowed. Keys arrive
 * already hashed (lib/rate-limit/rate-limit.ts), so no store ever holds an e-mail or an address.
 */
export interface RateLimitStore {
  hit(hashedKey: string, rule: RateRule, nowMs: number): Promise<RateDecision>
}
