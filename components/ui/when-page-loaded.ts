/** How long the browser may wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * Calls `run` once, in the first idle moment after the page has loaded (its `load` event: the HTML, the
 * stylesheet, the scripts and the pictures on the first screen), so the work never competes with the first
 * load. Returns a function that cancels it.
 */
export function whenPageLoaded(run: () => void): () => void {
  let idle: number | null = null
  const onLoad = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(run, 0)
  }
  if (document.readyState === 'complete') onLoad()
  else window.addEventListener('load', onLoad, { once: true })
  return () => {
    window.removeEventListener('load', onLoad)
    if (idle === null) return
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
