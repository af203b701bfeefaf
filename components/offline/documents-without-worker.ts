/**
 * How many of the shop's pages this tab has loaded as documents that no service worker answered, in
 * sessionStorage under this key. The worker claims the open pages when it takes over (so the page she is
 * reading is served by it at once, offline too) only if each is the only such document of its tab: a claim
 * evicts from the back/forward cache any page of the shop waiting there, and only an earlier document of the
 * same tab can be (sw/service-worker.ts). countDocumentWithoutWorker writes the key out again, since an
 * inline script runs it alone.
 */
const STORAGE_KEY = 'fatin:documents-without-worker'

/**
 * Counts the document being read. Run as an inline script (COUNT_DOCUMENT_SCRIPT), serialised with
 * Function.prototype.toString, so it uses nothing from outside its own body.
 */
export function countDocumentWithoutWorker(storage: Storage, navigationType: string | undefined): void {
  try {
    const key = 'fatin:documents-without-worker'
    const count = Number(storage.getItem(key)) || 0
    // A reload replaces its document, and a document replaced that way is never kept for Back.
    if (navigationType === 'reload' && count > 0) return
    storage.setItem(key, String(count + 1))
  } catch {
    // Storage refused (private mode, full): nothing counted, so the worker claims no page of this tab.
  }
}

/** The inline script that counts the document being read, unless a worker answered it (its controller). */
export const COUNT_DOCUMENT_SCRIPT = `'serviceWorker' in navigator && !navigator.serviceWorker.controller && (${countDocumentWithoutWorker.toString()})(sessionStorage, (performance.getEntriesByType('navigation')[0] || {}).type)`

/** Whether this document is the only one of its tab that no worker answered (unknown counts as no). */
export function isOnlyDocumentWithoutWorker(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === '1'
  } catch {
    return false
  }
}
