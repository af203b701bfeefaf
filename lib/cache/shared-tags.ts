import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'

/**
 * Revalidation that reaches every instance. revalidateTag expires a tag in the process that runs it only; the
 * shop's cache handler (lib/cache/shared-tags-handler.mjs) hands each expired tag to `publish`, which writes
 * `cacheTags/{tag}` with the time, and every instance reads the documents changed lately every
 * SHARED_TAGS_POLL_MS and expires those tags in its own process. A product that sells out through one
 * instance is therefore out of stock on every instance's product page within about a second
 * (docs/production.md, "What each instance keeps").
 */
export const SHARED_TAGS_POLL_MS = 1000

/** How far back each look reaches, so that a clock a little behind another instance's loses no change. */
const CLOCK_MARGIN_MS = 60_000

const COLLECTION = 'cacheTags'

type TagDoc = { tag: string; at: number }

type Bridge = {
  publish?: (tags: string[]) => Promise<void>
  applyRemote?: (tags: string[]) => Promise<void>
}

const bridgeKey = Symbol.for('fatin.sharedTags')

const tagsRef = () => adminDb().collection(COLLECTION)

/**
 * This instance's side of the shared tags: `publish` its own revalidations, and `look` for the others',
 * handing each one it has not seen to `apply` once.
 */
export function tagSync(apply: (tags: string[]) => Promise<void>, now: () => number = Date.now) {
  // The newest change of each tag this process knows of, so a change is applied once, and never one's own.
  const known = new Map<string, number>()
  // The first look reads every tag (one document each): pages built before this process started may be
  // older than a change made since the build. Later looks read what changed lately.
  let newest: number | null = null

  async function publish(tags: string[]): Promise<void> {
    const at = now()
    const batch = adminDb().batch()
    for (const tag of tags) {
      known.set(tag, at)
      batch.set(tagsRef().doc(encodeURIComponent(tag)), { tag, at } satisfies TagDoc)
    }
    await firestoreCall('publish cache tags', () => batch.commit())
  }

  async function look(): Promise<string[]> {
    const query = newest === null ? tagsRef() : tagsRef().where('at', '>', newest - CLOCK_MARGIN_MS)
    const snapshot = await firestoreCall('read cache tags', () => query.get())
    let latest = newest ?? 0
    const fresh: string[] = []
    for (const doc of snapshot.docs) {
      const { tag, at } = doc.data() as TagDoc
      latest = Math.max(latest, at)
      if ((known.get(tag) ?? -Infinity) >= at) continue
      known.set(tag, at)
      fresh.push(tag)
    }
    newest = latest
    if (fresh.length > 0) await apply(fresh)
    return fresh
  }

  return { publish, look }
}

/** Starts publishing this instance's revalidations and applying everyone else's. Once per server process. */
export function startSharedTags(): void {
  const bridge = ((globalThis as { [bridgeKey]?: Bridge })[bridgeKey] ??= {})
  if (bridge.publish) return
  const sync = tagSync((tags) => bridge.applyRemote?.(tags) ?? Promise.resolve())

  bridge.publish = async (tags) => {
    try {
      await sync.publish(tags)
    } catch (error) {
      // This instance is already up to date; the others catch up within the page's lifetime.
      console.error('[cache] could not tell the other instances about', tags, error)
    }
  }

  let failing = false
  const poll = async () => {
    try {
      // Next loads its cache handler with the first request; until then there is nothing to expire.
      if (bridge.applyRemote) await sync.look()
      failing = false
    } catch (error) {
      if (!failing)
        console.error('[cache] could not read the other instances’ revalidations; retrying', error)
      failing = true
    }
    setTimeout(poll, SHARED_TAGS_POLL_MS).unref()
  }
  void poll()
}
