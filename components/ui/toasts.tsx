'use client'

import { useEffect, useState } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { createPortal } from 'react-dom'
import { mountToastLayer } from './toast-layer'
import { loadSonner, onToasterRequested, requestToaster, toasterMounted } from './toaster-loader'
import { whenShopperActs } from './when-shopper-acts'
import { showToastLeftForThisPage } from './toast-after-navigation'

type Sonner = typeof import('sonner')

/** The toast area's name for screen readers (a landmark region); the toasts' own words come translated. */
const TOAST_AREA_LABEL = { en: 'Notifications', ur: 'اطلاعات' } as const

/**
 * The one toast area: bottom-right, 4 s, 3 visible, 356 px wide, 14 px gap, Alt+T to focus (spec §9).
 * Sonner arrives on demand (see toaster-loader.ts): in the first idle moment after the shopper first taps,
 * clicks, types or moves focus (every toast answers something the shopper did), or at the first toast if that
 * comes sooner. Not at load: sonner's code and the style sheet it adds cost a phone a full style
 * recalculation, which would land in the page's first seconds for nothing. It renders
 * into the toast layer (toast-layer.ts), which keeps it above any open modal dialog and usable there.
 */
export function Toasts() {
  const [loaded, setLoaded] = useState<{ sonner: Sonner; layer: HTMLElement } | null>(null)
  const locale = useLocale()

  useEffect(() => {
    let layer: ReturnType<typeof mountToastLayer> | null = null
    let cancelled = false
    const stop = onToasterRequested(() => {
      loadSonner()
        .then((sonner) => {
          if (cancelled) return
          layer ??= mountToastLayer()
          setLoaded({ sonner, layer: layer.element })
        })
        .catch((error: unknown) => console.error('[toasts] could not load', error))
    })
    const stopWaiting = whenShopperActs(requestToaster)
    showToastLeftForThisPage()
    return () => {
      cancelled = true
      stop()
      stopWaiting()
      layer?.unmount()
    }
  }, [])

  if (!loaded) return null
  const { sonner, layer } = loaded
  const { Toaster } = sonner
  return createPortal(
    <>
      <Toaster
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        closeButton
        richColors
        // Sonner adds the shortcut itself: 'Notifications alt+T', 'اطلاعات alt+T'.
        containerAriaLabel={TOAST_AREA_LABEL[locale]}
      />
      <Mounted sonner={sonner} />
    </>,
    layer,
  )
}

/** Rendered after <Toaster>, so its effect runs once the Toaster's own effects have subscribed it. */
function Mounted({ sonner }: { sonner: Sonner }) {
  useEffect(() => toasterMounted(sonner), [sonner])
  return null
}
