/**
 * Calls `run` once the page has loaded (its `load` event: the HTML, the stylesheet, the scripts and the
 * pictures on the first screen), so the work never competes with the first load; at once if it has loaded
 * already. Returns a function that cancels it.
 */
export function whenPageLoaded(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run()
    return () => {}
  }
  window.addEventListener('load', run, { once: true })
  return () => window.removeEventListener('load', run)
}
