// @ts-check
/**
 * The shop's 'use cache' handler (next.config.ts, cacheHandlers.default): Next's own in-memory handler, plus
 * one thing it lacks, revalidation that reaches every instance. A tag this server expires (revalidateTag) is
 * also published through the bridge lib/cache/shared-tags.ts installs at start-up (a Firestore document per
 * tag); a tag another instance expired is applied here, to this process's tags, which Next's page cache
 * consults too, so a cached page carrying the tag is rebuilt on its next request. Plain JavaScript: Next
 * loads this file itself, at run time, outside the app's bundles.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
/** @type {{ createDefaultCacheHandler: (maxSize: number) => import('next/dist/server/lib/cache-handlers/types').CacheHandler }} */
const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default')

/** Next's own limit for its in-memory cache (cacheMaxMemorySize), unchanged. */
const MAX_BYTES = 50 * 1024 * 1024

const local = createDefaultCacheHandler(MAX_BYTES)

/**
 * Shared with lib/cache/shared-tags.ts through globalThis: that module (bundled with the app, where Firebase
 * is reachable) sets `publish`; this one sets `applyRemote`.
 * @type {{ publish?: (tags: string[], durations?: { expire?: number }) => Promise<void>, applyRemote?: (tags: string[]) => Promise<void> }}
 */
const bridge = /** @type {any} */ ((globalThis)[Symbol.for('fatin.sharedTags')] ??= {})

// Another instance's revalidateTag, applied as if it had been made here (expired at once).
bridge.applyRemote = (tags) => local.updateTags(tags, { expire: 0 })

/** @type {import('next/dist/server/lib/cache-handlers/types').CacheHandler} */
const handler = {
  get: (cacheKey, softTags) => local.get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => local.set(cacheKey, pendingEntry),
  // Remote tags arrive by the poller in lib/cache/shared-tags.ts, for pages as well as for 'use cache'
  // entries: a page served from Next's page cache makes no call here.
  refreshTags: () => local.refreshTags(),
  getExpiration: (tags) => local.getExpiration(tags),
  async updateTags(tags, durations) {
    await local.updateTags(tags, durations)
    await bridge.publish?.(tags, durations)
  },
}

export default handler
