/**
 * How many of the shop's pages this tab holds as documents that no service worker answered: the one shown,
 * and those waiting in the back/forward cache. In sessionStorage under this key. The worker claims the open
 * pages when it takes over (so the page she is reading is served by it at once, offline too) only if each is
 * the only such document of its tab: a claim evicts from the back/forward cache any page of the shop waiting
 * there (sw/service-worker.ts). countDocumentWithoutWorker writes the key out again, since an inline script
 * runs it alone.
 */
const STORAGE_KEY = 'fatin:documents-without-worker'

/**
 * Counts the document being read, and uncounts it when it goes for good: left to no back/forward cache (a
 * reload, a browser without one, a page that may not stay) rather than kept there. Run as an inline script
 * (COUNT_DOCUMENT_SCRIPT), serialised with Function.prototype.toString, so it uses nothing from outside its
 * own body.
 */
export function countDocumentWithoutWorker(storage: Storage, page: Window): void {
  const key = 'fatin:documents-without-worker'
  const add = (step: number) => {
    try {
      storage.setItem(key, String(Math.max(0, (Number(storage.getItem(key)) || 0) + step)))
    } catch {
      // Storage refused (private mode, full): counted as more pages, never fewer, so nothing is evicted.
    }
  }
  add(1)
  page.addEventListener('pagehide', (event) => {
    if (!event.persisted) add(-1)
  })
}

/** The inline script that counts the document being read, unless a worker answered it (its controller). */
export const COUNT_DOCUMENT_SCRIPT = `'serviceWorker' in navigator && !navigator.serviceWorker.controller && (${countDocumentWithoutWorker.toString()})(sessionStorage, window)`

/** Whether this document is the only one of its tab that no worker answered (unknown counts as no). */
export function isOnlyDocumentWithoutWorker(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === '1'
  } catch {
    return false
  }
}
