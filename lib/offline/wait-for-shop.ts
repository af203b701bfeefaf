import { PROBE_NETWORK_MESSAGE, type ProbeNetworkMessage } from './messages'

/** How long the page waits, at most, for the service worker's connection to follow its own. */
const PROBE_TRIES = 20
const PROBE_INTERVAL_MS = 1_000

/** Whether the controlling service worker reaches the shop; true without one (the page's own fetch decides). */
function workerReachesShop(): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller
  if (!worker) return Promise.resolve(true)
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = window.setTimeout(() => resolve(false), PROBE_INTERVAL_MS * 3)
    channel.port1.onmessage = (event) => {
      window.clearTimeout(timer)
      resolve(event.data === true)
    }
    const message: ProbeNetworkMessage = { type: PROBE_NETWORK_MESSAGE }
    worker.postMessage(message, [channel.port2])
  })
}

/**
 * Resolves true once a request through the service worker reaches the shop, trying for about twenty seconds
 * (false after that, or when `signal` aborts): the page the shopper asked for is then loaded once, rather
 * than reloaded into the offline page again while the worker's connection lags behind the page's.
 */
export async function waitForShop(signal: AbortSignal): Promise<boolean> {
  for (let attempt = 0; attempt < PROBE_TRIES && !signal.aborted; attempt += 1) {
    if (await workerReachesShop()) return !signal.aborted
    await new Promise((resolve) => window.setTimeout(resolve, PROBE_INTERVAL_MS))
  }
  return false
}
