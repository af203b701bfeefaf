import 'server-only'
import { createHash } from 'node:crypto'
import { abuseLimitSettings } from './settings'
import { adminDb } from '@/lib/firebase/admin'
import { FirestoreRateLimitStore } from './firestore-store'
import { LayeredRateLimitStore } from './layered-store'
import { within } from './within'
import { MemoryRateLimitStore } from './memory-store'
import type { RateDecision, RateLimitStore, RateRule } from './types'

/**
 * The shop's one door to abuse limits: `limit(key, rule)` counts one hit and answers `{ ok: true }` or
 * `{ ok: false, retryAfterSeconds }`. Who is counted is a typed key (a guest's mobile number, for guest
 * checkout, is one more case here, not a new scheme). The store is SHOP_RATE_LIMIT_STORE (settings.ts):
 * Firestore for many servers (the production default), behind this instance's own counter
 * (layered-store.ts), or memory alone for one server.
 */
export type RateKey =
  | { kind: 'address'; address: string | null }
  | { kind: 'account'; uid: string }
  | { kind: 'guest'; id: string }
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'order-number'; number: string }

function keyText(key: RateKey): string {
  switch (key.kind) {
    case 'address':
      return `address:${key.address ?? 'unknown'}`
    case 'account':
      return `account:${key.uid}`
    case 'guest':
      return `guest:${key.id}`
    case 'email':
      return `email:${key.email}`
    case 'mobile':
      return `mobile:${key.mobile}`
    case 'order-number':
      return `order-number:${key.number}`
  }
}

/** Stored keys are hashes: a store never holds an e-mail, an address or a uid in the clear. */
export function hashedKey(key: RateKey, rule: RateRule): string {
  return createHash('sha256')
    .update(`fatin-rate-limit\n${rule.id}\n${keyText(key)}`)
    .digest('hex')
}

/** A store that does not answer in time must not hold a shopper up (a layered store answers sooner itself). */
const STORE_TIMEOUT_MS = 2500

const MEMORY_STORE = Symbol.for('fatin.rateLimit.memoryStore')
type GlobalWithStore = typeof globalThis & { [MEMORY_STORE]?: MemoryRateLimitStore }

/**
 * The process-wide memory store (also what counts the campaign hits, lib/campaigns/count-hit.ts, since a
 * hot address must not become one hot Firestore document). Kept on globalThis because Next bundles route handlers and server actions
 * separately, and module state is not guaranteed to be shared between bundles; the counters must be.
 */
export function memoryStore(): MemoryRateLimitStore {
  const scope = globalThis as GlobalWithStore
  scope[MEMORY_STORE] ??= new MemoryRateLimitStore()
  return scope[MEMORY_STORE]
}

let sharedStore: LayeredRateLimitStore | undefined

function configuredStore(): RateLimitStore {
  if (abuseLimitSettings().store === 'memory') return memoryStore()
  sharedStore ??= new LayeredRateLimitStore(memoryStore(), new FirestoreRateLimitStore(adminDb))
  return sharedStore
}

export async function limit(
  key: RateKey,
  rule: RateRule,
  store: RateLimitStore = configuredStore(),
  nowMs: number = Date.now(),
): Promise<RateDecision> {
  try {
    return await within(store.hit(hashedKey(key, rule), rule, nowMs), STORE_TIMEOUT_MS, 'rate limit store')
  } catch (error) {
    // Fail open: a limiter outage must not become a shop outage. The shared store's failures never get here
    // (the instance's own count decides them, layered-store.ts); only a store given directly can.
    console.error(`[rate-limit] ${rule.id} check failed; allowing`, error)
    return { ok: true }
  }
}
