'use client'

import { raiseToastLayer } from './toast-layer'
import { requestToaster, whenToasterReady } from './toaster-loader'

type Message = string

/**
 * The shop's toasts (sonner), loaded on demand: sonner's code is not part of any page's first load. The
 * toast area mounts once the shopper starts using the page (components/ui/toasts.tsx), or at the first
 * toast, whichever comes first; a toast asked for before it is ready appears as soon as it is.
 */
export const toast = {
  success: (message: Message) => show('success', message),
  error: (message: Message) => show('error', message),
  info: (message: Message) => show('info', message),
  warning: (message: Message) => show('warning', message),
}

function show(kind: keyof typeof toast, message: Message) {
  requestToaster()
  void whenToasterReady().then((sonner) => {
    // Above anything that entered the top layer since the toast area was last raised.
    raiseToastLayer()
    sonner.toast[kind](message)
  })
}
