import { wishlistIdsAction } from '@/lib/wishlist/ids-action'

/**
 * Which products the shopper has saved, shared by every heart on the page. Prerendered pages cannot know the
 * shopper, so hearts start from what the server could tell them (unpressed, or the product page's streamed
 * answer) and the hearts mounting together ask the server once; a toggle's answer then updates them all.
 */
type Snapshot = {
  /** Goes up with every change, so a heart can tell news since it mounted from what it already knew. */
  version: number
  /** The wishlist as last read from the server, or null before the first read. */
  synced: ReadonlySet<number> | null
  /** Answers of toggles made since that read. */
  changes: ReadonlyMap<number, boolean>
}

const SERVER_SNAPSHOT: Snapshot = { version: 0, synced: null, changes: new Map() }
let snapshot: Snapshot = SERVER_SNAPSHOT
const listeners = new Set<() => void>()
let syncQueued = false

function publish(next: Omit<Snapshot, 'version'>) {
  snapshot = { ...next, version: snapshot.version + 1 }
  for (const listener of listeners) listener()
}

export function subscribeToWishlist(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function wishlistSnapshot(): Snapshot {
  return snapshot
}

/** What the server render saw: nothing known yet, so hydration matches the HTML. */
export function serverWishlistSnapshot(): Snapshot {
  return SERVER_SNAPSHOT
}

/**
 * Whether a heart shows the product as saved. A heart the server rendered with an answer keeps it until
 * news arrives after it mounted (an older read must not override a fresher server render); others use the
 * latest news, or unsaved when there is none.
 */
export function isSaved(
  current: Snapshot,
  productId: number,
  initialSaved: boolean | undefined,
  mountedAtVersion: number,
): boolean {
  if (initialSaved !== undefined && current.version <= mountedAtVersion) return initialSaved
  return current.changes.get(productId) ?? current.synced?.has(productId) ?? initialSaved ?? false
}

export function setSavedInWishlist(productId: number, saved: boolean) {
  publish({ synced: snapshot.synced, changes: new Map(snapshot.changes).set(productId, saved) })
}

/**
 * Reads the wishlist once for all hearts mounting in the same render (a page of cards), and again when a
 * later page mounts new ones, since it may have changed meanwhile (signing in merges a guest's wishlist).
 */
export function requestWishlistSync() {
  if (syncQueued) return
  syncQueued = true
  setTimeout(() => {
    wishlistIdsAction()
      .then((result) => {
        if (result.ok) publish({ synced: new Set(result.ids), changes: new Map() })
      })
      .catch(() => {
        // Offline or a failed read: the hearts keep what they show; a toggle still works and answers.
      })
      .finally(() => {
        syncQueued = false
      })
  }, 0)
}
