import 'server-only'
import { personalShelf } from '@/lib/cache/personal-cache'
import type { AccountDocs } from './account-docs'

/** What is remembered of a shopper's own documents: everything but stock, which is always read live. */
export type PersonalDocs = Omit<AccountDocs, 'stock'>

/**
 * A signed-in shopper's profile, bag and wishlist as this server last read them for /api/shopper, under the
 * personal cache's one rule (lib/cache/personal-cache.ts): used only for a request carrying the data stamp
 * they were read with. /api/shopper answers every catalogue page view, and its Firestore round trip cost the
 * server more than the rest of the request. Nothing that changes data, and no page but /api/shopper, reads
 * from here.
 */
const shelf = personalShelf<PersonalDocs>('docs')

export function cachedAccountDocs(uid: string, stamp: string, now = Date.now()): PersonalDocs | null {
  return shelf.recall(uid, stamp, undefined, now) ?? null
}

export function rememberAccountDocs(uid: string, stamp: string, docs: PersonalDocs, now = Date.now()) {
  shelf.remember(uid, stamp, docs, now)
}

export function forgetAccountDocs(uid: string) {
  shelf.forget(uid)
}
