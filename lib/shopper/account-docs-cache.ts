import 'server-only'
import { PAGE_VIEW_STANDING_MS } from '@/lib/auth/account-standing'
import type { AccountDocs } from './account-docs'

/** What is remembered of a shopper's own documents: everything but stock, which is always read live. */
export type PersonalDocs = Omit<AccountDocs, 'stock'>

/**
 * A signed-in shopper's profile, bag and wishlist as this server last read them for /api/shopper, with the
 * browser's data stamp at the time (lib/shopper/account-data-stamp.ts). /api/shopper answers every catalogue
 * page view, and its Firestore round trip cost the server more than the rest of the request; remembering the
 * documents makes a signed-in page view cost about what a guest's does.
 *
 * Why it never shows a browser an old bag: every change this browser makes (bag, wishlist, profile, placing
 * an order, the merge at sign-in) gives it a new stamp, on whichever server made the change, and an entry is
 * only used for a request carrying the stamp it was read with. A change made on another device shows here
 * within PAGE_VIEW_STANDING_MS, the same bound as a name change (docs/production.md). Nothing that changes
 * data, and no page but /api/shopper, reads from here.
 */
const MAX_SHOPPERS = 5_000
const KEY = Symbol.for('fatin.accountDocs')

type Entry = { stamp: string; docs: PersonalDocs; readAt: number }

// On globalThis: one map per process, shared by the route handler and the server actions that forget it.
const entries: Map<string, Entry> = ((globalThis as { [KEY]?: Map<string, Entry> })[KEY] ??= new Map())

export function cachedAccountDocs(uid: string, stamp: string, now = Date.now()): PersonalDocs | null {
  const entry = entries.get(uid)
  if (!entry || entry.stamp !== stamp || now - entry.readAt > PAGE_VIEW_STANDING_MS) return null
  return entry.docs
}

export function rememberAccountDocs(uid: string, stamp: string, docs: PersonalDocs, now = Date.now()) {
  entries.delete(uid)
  entries.set(uid, { stamp, docs, readAt: now })
  if (entries.size > MAX_SHOPPERS) entries.delete(entries.keys().next().value!)
}

export function forgetAccountDocs(uid: string) {
  entries.delete(uid)
}
