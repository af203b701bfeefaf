/**
 * The shop's service worker is registered by an inline script as the page's HTML is read, once the page has
 * loaded (its `load` event), so its work and downloads never compete with the first load, and so the browser
 * knows the worker as soon as the page has loaded, before React has hydrated. An installing worker asks each
 * open page what its tab has shown (sw/service-worker.ts); a question that comes before React's listener is
 * held for it here, under this name on `window`.
 */
const EARLY_WORKER_MESSAGES = '__fatinEarlyWorkerMessages'

type EarlyWorkerMessages = { held: MessageEvent[]; stop: () => void }

/**
 * Holds the worker's messages until the page takes them, and registers the worker at `load`. Run as an inline
 * script (REGISTER_WORKER_SCRIPT), serialised with Function.prototype.toString, so it uses nothing from
 * outside its own body.
 */
export function registerWorkerAtLoad(container: ServiceWorkerContainer, page: Window, name: string): void {
  const held: MessageEvent[] = []
  const hold = (event: MessageEvent) => {
    held.push(event)
  }
  container.addEventListener('message', hold)
  const early: EarlyWorkerMessages = { held, stop: () => container.removeEventListener('message', hold) }
  ;(page as unknown as Record<string, unknown>)[name] = early
  page.addEventListener('load', () => {
    // Refused (a private window, storage off, a browser that stubs it out): the shop works as it would
    // without one, whether the refusal is thrown or rejected.
    Promise.resolve()
      .then(() => container.register('/sw.js', { scope: '/' }))
      .catch(() => {})
  })
}

/** The inline script that registers the worker (components/offline/service-worker-inline-script.tsx). */
export const REGISTER_WORKER_SCRIPT = `'serviceWorker' in navigator && (${registerWorkerAtLoad.toString()})(navigator.serviceWorker, window, '${EARLY_WORKER_MESSAGES}')`

/**
 * The worker's messages that came before the page listened, which stop being held: the page's own listener,
 * added in the same task, answers from then on.
 */
export function takeEarlyWorkerMessages(): MessageEvent[] {
  const early = (window as unknown as Record<string, EarlyWorkerMessages | undefined>)[EARLY_WORKER_MESSAGES]
  if (!early) return []
  early.stop()
  return early.held.splice(0)
}
