/**
 * Which session this browser is on, as a value every tab shares (localStorage), changed at each sign-in and
 * sign-out (components/auth/use-session-navigation.ts). A page remembers the value it was shown under. Back
 * or Forward may restore a page from the back/forward cache exactly as it was left: a checkout, an account
 * page or a header with the last shopper's name, address and orders. When the session changed since, that
 * page is hidden at once and loaded afresh, so on a shared phone Back after a sign-out never shows the last
 * person's details, not even until a read comes back, nor for good with no signal.
 */
const KEY = 'fatin:session-generation'

function readGeneration(): string {
  try {
    return window.localStorage.getItem(KEY) ?? ''
  } catch {
    // Storage refused (a private mode, a full disk): no page is ever stale by this measure.
    return ''
  }
}

let shownUnder: string | null = null

/** Records a new session: every other page this browser kept is stale from now on, this one is current. */
export function startSessionGeneration(): void {
  const next = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  try {
    window.localStorage.setItem(KEY, next)
  } catch {
    return
  }
  shownUnder = next
}

/**
 * Remembers the session this page is shown under and, when the page is restored from the back/forward cache
 * under another, hides and reloads it. Returns whether it did (the caller need not read anything again).
 */
export function reloadIfSessionChanged(event: PageTransitionEvent): boolean {
  if (!event.persisted || shownUnder === null || readGeneration() === shownUnder) return false
  document.documentElement.style.visibility = 'hidden'
  window.location.reload()
  return true
}

/** Called once per page, as early as the page's scripts run. */
export function rememberSessionGeneration(): void {
  if (shownUnder === null) shownUnder = readGeneration()
}
