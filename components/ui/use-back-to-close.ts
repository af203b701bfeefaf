'use client'

import { useEffect, useMemo, useRef } from 'react'

/**
 * Lets the phone's back gesture close an overlay (the header's search panel, the menu drawer) instead of
 * leaving the page under it. Opening adds a history entry for the same address (Next.js keeps its own state
 * in entries made with history.pushState), and Back leaves that entry and calls `onBack`. Closing any other
 * way goes back past the entry, and a navigation from inside the overlay should replace it, so the shopper's
 * history is what it would have been without the overlay.
 */
export function useBackToClose(open: boolean, onBack: () => void) {
  // Whether the history entry the overlay added is the current one.
  const entryRef = useRef(false)
  const onBackRef = useRef(onBack)
  useEffect(() => {
    onBackRef.current = onBack
  })

  useEffect(() => {
    if (!open) return
    const onPopState = () => {
      entryRef.current = false
      onBackRef.current()
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [open])

  // One object for the overlay's life, so it can sit in an effect's dependencies.
  return useMemo(
    () => ({
      /** Call as the overlay opens. */
      addEntry() {
        // Once per opening (React's development re-run of effects would otherwise add two).
        if (entryRef.current) return
        window.history.pushState(null, '', window.location.href)
        entryRef.current = true
      },
      /** Call as it closes by a button, Escape or the backdrop: its entry is left behind it. */
      leaveEntry() {
        if (!entryRef.current) return
        entryRef.current = false
        window.history.back()
      },
      /** Call when a navigation from inside it replaced its entry, or when the entry must stay. */
      forgetEntry() {
        entryRef.current = false
      },
    }),
    [],
  )
}

/**
 * The same for an overlay mounted only while it is open (the Quick View and sign-in modals): its entry is
 * added as it mounts. Its own close controls call `leaveEntry` before closing; a close that navigates or
 * refreshes the page (a link inside, a sign-in) calls `forgetEntry`, so that going back cannot undo it.
 */
export function useBackToCloseWhileMounted(onBack: () => void) {
  const history = useBackToClose(true, onBack)
  useEffect(() => history.addEntry(), [history])
  return history
}
