'use client'

import { Toaster } from 'sonner'

/** The one toast area: bottom-right, 4 s, 3 visible, 356 px wide, 14 px gap, Alt+T to focus (spec §9). */
export function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
    />
  )
}
