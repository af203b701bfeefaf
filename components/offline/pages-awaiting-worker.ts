import { MAX_SEEN_URLS } from '@/lib/offline/messages'

/**
 * The addresses of the pages this tab has shown that no service worker has yet said it kept, in
 * sessionStorage under this key: a page left (a full navigation) before the worker was ready or had answered
 * is still kept, as the next page sends it again. Only this tab's addresses, never anything she typed, gone
 * when the tab closes. notePageAwaitingWorker writes the key out again, since an inline script runs it alone.
 */
const STORAGE_KEY = 'fatin:pages-awaiting-worker'

/** The pages noted that no worker has yet said it kept. */
export function pagesAwaitingWorker(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function write(paths: string[]): void {
  try {
    if (paths.length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(paths))
    else window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage refused (private mode, full): this page is still sent if the worker runs before she leaves.
  }
}

/**
 * Notes a page shown (its path and query), the most recent last, at most `max` of them. Also run as an
 * inline script as each page's HTML is read (NOTE_PAGE_SCRIPT), so a page left before its scripts ran is
 * noted too: serialised with Function.prototype.toString, so it uses nothing from outside its own body.
 */
export function notePageAwaitingWorker(storage: Storage, path: string, max: number): void {
  try {
    const key = 'fatin:pages-awaiting-worker'
    const stored: unknown = JSON.parse(storage.getItem(key) || '[]')
    const paths = (Array.isArray(stored) ? stored : []).filter(
      (item): item is string => typeof item === 'string' && item !== path,
    )
    paths.push(path)
    storage.setItem(key, JSON.stringify(paths.slice(-max)))
  } catch {
    // Storage refused (private mode, full): the page is still sent if the worker runs before she leaves.
  }
}

/**
 * The inline script that notes the page being read (components/offline/note-page-for-worker.tsx), unless a
 * worker already answered it (its controller), which kept it on the way.
 */
export const NOTE_PAGE_SCRIPT = `'serviceWorker' in navigator && !navigator.serviceWorker.controller && (${notePageAwaitingWorker.toString()})(sessionStorage, location.pathname + location.search, ${MAX_SEEN_URLS})`

/** Notes a page shown in this tab, for the worker to keep. */
export function rememberPageAwaitingWorker(path: string): void {
  notePageAwaitingWorker(window.sessionStorage, path, MAX_SEEN_URLS)
}

/** Forgets the pages a worker has said it kept. */
export function forgetPagesKept(kept: string[]): void {
  const done = new Set(kept)
  write(pagesAwaitingWorker().filter((path) => !done.has(path)))
}
