'use client'

import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { OfflineBag } from './offline-bag'

const subscribeToNothing = () => () => {}
const currentPath = () => window.location.pathname
const BAG_PATHS = new Set(['/cart', '/ur/cart'])

/**
 * The offline page's body. The service worker answers every page it has not kept with this page, at that
 * page's own address: at the bag's, it shows the bag as last seen; anywhere else, the offline message
 * (`children`, in the HTML). When the connection comes back, the page the shopper asked for is loaded once:
 * a reload that fails again shows this page again, and waits for the next time the phone comes online.
 */
export function OfflineView({ children }: { children: ReactNode }) {
  const path = useSyncExternalStore(subscribeToNothing, currentPath, () => null)
  useEffect(() => {
    const load = () => window.location.reload()
    window.addEventListener('online', load)
    return () => window.removeEventListener('online', load)
  }, [])
  return path !== null && BAG_PATHS.has(path) ? <OfflineBag /> : children
}
