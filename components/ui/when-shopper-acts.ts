/**
 * What counts as the shopper starting to use the page: a tap, a click, a key, or focus moving (a screen
 * reader's cursor or Tab). Scrolling with a finger starts with touchstart.
 */
const FIRST_ACTS = ['pointerdown', 'touchstart', 'keydown', 'click', 'focusin'] as const

/** How long the browser may wait for an idle moment once the shopper has acted. */
const IDLE_TIMEOUT_MS = 500

/**
 * Calls `run` once, in the first idle moment after the shopper first acts on the page (so the work neither
 * delays the page's first seconds nor the response to that first tap). Returns a function that cancels it.
 */
export function whenShopperActs(run: () => void): () => void {
  let idle: number | null = null
  const options = { capture: true, passive: true } as const
  const stopListening = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, onAct, options)
  }
  function onAct() {
    stopListening()
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(run, 0)
  }
  for (const type of FIRST_ACTS) window.addEventListener(type, onAct, options)
  return () => {
    stopListening()
    if (idle === null) return
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
