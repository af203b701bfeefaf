type Sonner = typeof import('sonner')

/**
 * Loading sonner on demand. The toast area (components/ui/toasts.tsx) asks for it once the shopper starts
 * using the page or at the first toast; toasts wait for `whenToasterReady`, which resolves once sonner's
 * <Toaster> has mounted and subscribed (a toast sent earlier would be lost).
 */
let sonner: Promise<Sonner> | null = null
let requested = false
const requestListeners = new Set<() => void>()
let markReady: (module: Sonner) => void = () => {}
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve
})

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner')
  return sonner
}

export function requestToaster() {
  if (requested) return
  requested = true
  for (const listener of requestListeners) listener()
}

export function onToasterRequested(listener: () => void): () => void {
  if (requested) listener()
  requestListeners.add(listener)
  return () => {
    requestListeners.delete(listener)
  }
}

export function toasterMounted(module: Sonner) {
  markReady(module)
}

export function whenToasterReady(): Promise<Sonner> {
  return ready
}
