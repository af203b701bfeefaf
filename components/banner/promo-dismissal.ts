import { PROMO_DISMISSED_KEY } from './banner-ids'

// Dismissal lives in sessionStorage; the in-memory flag keeps the banner closed where storage is blocked.
let dismissedInMemory = false
const listeners = new Set<() => void>()

export function subscribeToDismissal(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

export function isPromoDismissed(): boolean {
  if (dismissedInMemory) return true
  try {
    return window.sessionStorage.getItem(PROMO_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/** The server (and hydration) always renders the banner; a remembered dismissal applies right after. */
export function isPromoDismissedOnServer(): boolean {
  return false
}

export function dismissPromo(): void {
  dismissedInMemory = true
  try {
    window.sessionStorage.setItem(PROMO_DISMISSED_KEY, '1')
  } catch {
    // Storage can be blocked (private modes); the in-memory flag still hides it for this page.
  }
  listeners.forEach((listener) => listener())
}
