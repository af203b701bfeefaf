import 'server-only'
import { LRUCache } from 'lru-cache'

/**
 * The one cache this server keeps of a shopper's personal data (her Auth record; her bag, wishlist and
 * profile documents), for page views that only show them. The rule for every entry: it was read for the
 * browser's data stamp (lib/shopper/account-data-stamp.ts), which every change the shopper makes (her name,
 * her bag, her wishlist, her language, an order) replaces, on whichever server makes it. An entry is used
 * only for a request carrying the stamp it was read with, and for at most PERSONAL_CACHE_MS; so no shopper
 * sees, on any instance, something older than her own last change. A change made elsewhere (another device,
 * the Firebase console) shows within PERSONAL_CACHE_MS. Nothing that changes data reads from here.
 */
export const PERSONAL_CACHE_MS = 30_000

/** Entries per server process (a few per shopper): enough for a crowd, bounded so memory stays flat. */
const MAX_ENTRIES = 15_000

type Entry = { stamp: string; readAt: number; value: unknown }

/**
 * 'account': the Auth record (lib/auth/account-standing.ts); 'docs': the profile, bag and wishlist
 * (lib/shopper/account-docs-cache.ts), both per uid; 'verdict': a session cookie's verified claims, per cookie,
 * kept against the Auth emulator only (lib/auth/verified-cookies.ts).
 */
export type PersonalKind = 'account' | 'docs' | 'verdict'

const KEY = Symbol.for('fatin.personalCache')

/**
 * On globalThis: Next bundles route handlers, pages and server actions apart, and a module-level cache could
 * exist once per bundle, so what an action forgets would still be remembered by a route handler.
 */
const cache: LRUCache<string, Entry> = ((globalThis as { [KEY]?: LRUCache<string, Entry> })[KEY] ??=
  new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: PERSONAL_CACHE_MS }))

/** One kind of personal data in the cache, typed: one entry per id (a uid), valid for one data stamp. */
export type PersonalShelf<T> = {
  /** What was read for this id and stamp at most `maxAgeMs` ago (capped at PERSONAL_CACHE_MS), else undefined. */
  recall(id: string, stamp: string, maxAgeMs?: number, now?: number): T | undefined
  remember(id: string, stamp: string, value: T, now?: number): void
  /** Forgets the entry (a sign-out everywhere), or only if it still holds `only` (a read that failed). */
  forget(id: string, only?: T): void
}

export function personalShelf<T>(kind: PersonalKind): PersonalShelf<T> {
  const keyOf = (id: string) => `${kind}:${id}`
  return {
    recall(id, stamp, maxAgeMs = PERSONAL_CACHE_MS, now = Date.now()) {
      const entry = cache.get(keyOf(id))
      if (!entry || entry.stamp !== stamp) return undefined
      if (now - entry.readAt > Math.min(maxAgeMs, PERSONAL_CACHE_MS)) return undefined
      return entry.value as T
    },
    remember(id, stamp, value, now = Date.now()) {
      cache.set(keyOf(id), { stamp, readAt: now, value })
    },
    forget(id, only) {
      if (only === undefined || cache.peek(keyOf(id))?.value === only) cache.delete(keyOf(id))
    },
  }
}

/**
 * Drops a shopper's Auth record and documents from this server after her change: memory only, since what
 * makes every server read them afresh is her browser's new data stamp.
 */
export function forgetShopper(uid: string): void {
  for (const kind of ['account', 'docs'] as const) cache.delete(`${kind}:${uid}`)
}

/** Forgets everything (tests start each case from an empty server). */
export function clearPersonalCache(): void {
  cache.clear()
}
