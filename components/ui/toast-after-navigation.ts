'use client'

import { toast } from './toast'

/**
 * A toast for the page a document navigation is about to load (sign-out loads a new page: see
 * components/auth/use-session-navigation.ts), kept in sessionStorage for that one tab until the toast area of
 * the next page shows it (components/ui/toasts.tsx).
 */
const KEY = 'fatin:toast-after-navigation'

type Kind = keyof typeof toast

export function toastAfterNavigation(kind: Kind, message: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ kind, message }))
  } catch {
    // Storage refused: the toast is lost, the navigation is not.
  }
}

/** Shows, once, the toast the previous page of this tab left for this one. */
export function showToastLeftForThisPage(): void {
  let stored: string | null = null
  try {
    stored = window.sessionStorage.getItem(KEY)
    window.sessionStorage.removeItem(KEY)
  } catch {
    return
  }
  if (!stored) return
  try {
    const { kind, message } = JSON.parse(stored) as { kind?: unknown; message?: unknown }
    if (typeof message === 'string' && typeof kind === 'string' && Object.hasOwn(toast, kind)) {
      toast[kind as Kind](message)
    }
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}
