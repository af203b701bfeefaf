'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { whenPageLoaded } from '@/components/ui/when-page-loaded'
import { CACHE_SEEN_MESSAGE, MAX_SEEN_URLS, type CacheSeenMessage } from '@/lib/offline/messages'
import { forgetPagesKept, pagesAwaitingWorker, rememberPageAwaitingWorker } from './pages-awaiting-worker'

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

/**
 * Whether the page's own load may already have gone through a worker: a page the worker controls from its
 * start was fetched, with its files, through it, and is kept already.
 */
let documentStart = true

/** How long a page waits for the worker to say it kept what it was sent, before leaving it noted. */
const KEEP_ANSWER_TIMEOUT_MS = 30_000

/** Sends the worker addresses to keep; true once it answers that it has kept them. */
function askWorkerToKeep(worker: ServiceWorker, urls: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timeout = window.setTimeout(() => resolve(false), KEEP_ANSWER_TIMEOUT_MS)
    channel.port1.onmessage = () => {
      window.clearTimeout(timeout)
      resolve(true)
    }
    const message: CacheSeenMessage = { type: CACHE_SEEN_MESSAGE, urls: urls.slice(0, MAX_SEEN_URLS) }
    worker.postMessage(message, [channel.port2])
  })
}

/** Whether a message is on its way to the worker: one carries everything seen until then. */
let sending = false

/**
 * Tells the worker what this tab has shown, once it runs (a worker that did not control a page missed it).
 * The pages stay noted until it answers, so a page left mid-way is sent again by the next one.
 */
function sendSeen() {
  if (sending) return
  sending = true
  void navigator.serviceWorker.ready.then(async (registration) => {
    const pages = pagesAwaitingWorker()
    const kept = registration.active
      ? await askWorkerToKeep(registration.active, [...pages, ...seenFiles()])
      : false
    if (kept) forgetPagesKept(pages)
    sending = false
    // Pages shown while it was on its way go next (never the same ones again, should storage not forget).
    if (kept && pagesAwaitingWorker().some((page) => !pages.includes(page))) sendSeen()
  })
}

/**
 * Registers the shop's service worker (sw/service-worker.ts: pages and files kept for offline, docs/offline.md)
 * in a production build, in the first idle moment after the page has loaded, so its work and downloads never
 * compete with the page's first load. Each page shown is noted for the worker, which keeps it: in-app
 * navigations make no page request of their own, and a page left before the worker ran is sent by the next.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname()

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    return whenPageLoaded(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Refused (a private window, storage off): the shop works as it would without one.
      })
    })
  }, [])

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const keptOnTheWay = documentStart && navigator.serviceWorker.controller !== null
    documentStart = false
    if (!keptOnTheWay) rememberPageAwaitingWorker(`${window.location.pathname}${window.location.search}`)
    sendSeen()
  }, [pathname])

  return null
}
