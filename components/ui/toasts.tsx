'use client'

import { useEffect, useState } from 'react'
import { loadSonner, onToasterRequested, requestToaster, toasterMounted } from './toaster-loader'

type Sonner = typeof import('sonner')

/**
 * The one toast area: bottom-right, 4 s, 3 visible, 356 px wide, 14 px gap, Alt+T to focus (spec §9).
 * Sonner arrives on demand (see toaster-loader.ts): when the browser is idle after load, or at the first
 * toast if that comes sooner.
 */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner | null>(null)

  useEffect(() => {
    const stop = onToasterRequested(() => {
      loadSonner()
        .then(setSonner)
        .catch((error: unknown) => console.error('[toasts] could not load', error))
    })
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(requestToaster, { timeout: 4000 })
      : window.setTimeout(requestToaster, 2000)
    return () => {
      stop()
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [])

  if (!sonner) return null
  const { Toaster } = sonner
  return (
    <>
      <Toaster
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        closeButton
        richColors
      />
      <Mounted sonner={sonner} />
    </>
  )
}

/** Rendered after <Toaster>, so its effect runs once the Toaster's own effects have subscribed it. */
function Mounted({ sonner }: { sonner: Sonner }) {
  useEffect(() => toasterMounted(sonner), [sonner])
  return null
}
