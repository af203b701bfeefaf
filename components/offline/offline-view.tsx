'use client'

import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { OfflineBag } from './offline-bag'
import { waitForShop } from '@/lib/offline/wait-for-shop'

const subscribeToNothing = () => () => {}
const currentPath = () => window.location.pathname
const BAG_PATHS = new Set(['/cart', '/ur/cart'])

/**
 * The offline page's body. The service worker answers every page it has not kept with this page, at that
 * page's own address: at the bag's, it shows the bag as last seen; anywhere else, the offline message
 * (`children`, in the HTML). When the connection comes back, the page the shopper asked for is loaded once,
 * as soon as the service worker reaches the shop too (lib/offline/wait-for-shop.ts); a reload that fails
 * all the same shows this page again, which waits for the next time the phone comes online.
 */
export function OfflineView({ children }: { children: ReactNode }) {
  const path = useSyncExternalStore(subscribeToNothing, currentPath, () => null)
  useEffect(() => {
    const stop = new AbortController()
    const load = () => {
      void waitForShop(stop.signal).then((reachable) => {
        if (reachable) window.location.reload()
      })
    }
    window.addEventListener('online', load, { signal: stop.signal })
    return () => stop.abort()
  }, [])
  return path !== null && BAG_PATHS.has(path) ? <OfflineBag /> : children
}
