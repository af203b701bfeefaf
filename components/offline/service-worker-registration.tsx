'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { whenShopperActs } from '@/components/ui/when-shopper-acts'
import { CACHE_SEEN_MESSAGE, MAX_SEEN_URLS, type CacheSeenMessage } from '@/lib/offline/messages'

/** Addresses this page has shown (its own, after each in-app navigation), waiting for a worker to keep them. */
const seenPages = new Set<string>()

/** The build files and pictures this page loaded, from the browser's own record of them. */
function seenFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name)
      return (
        url.origin === window.location.origin &&
        (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/pictures/'))
      )
    })
}

/** Whether a message is already waiting for the worker to run: one carries everything seen until then. */
let waiting = false

/** Tells the worker what this page has shown, once it runs (a worker that did not control the page missed it). */
function sendSeen() {
  if (waiting) return
  waiting = true
  void navigator.serviceWorker.ready.then((registration) => {
    waiting = false
    const message: CacheSeenMessage = {
      type: CACHE_SEEN_MESSAGE,
      urls: [...seenPages, ...seenFiles()].slice(0, MAX_SEEN_URLS),
    }
    seenPages.clear()
    registration.active?.postMessage(message)
  })
}

/**
 * Registers the shop's service worker (sw/service-worker.ts: pages and files kept for offline, docs/offline.md)
 * in a production build, once the shopper first uses the page, so its work and downloads never compete with
 * the page's first load. In-app navigations make no page request of their own, so each page shown is
 * reported to the worker, which keeps it.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname()

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    return whenShopperActs(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Refused (a private window, storage off): the shop works as it would without one.
      })
    })
  }, [])

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    seenPages.add(`${window.location.pathname}${window.location.search}`)
    sendSeen()
  }, [pathname])

  return null
}
