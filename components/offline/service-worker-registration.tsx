'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { whenPageLoaded } from '@/components/ui/when-page-loaded'
import {
  CACHE_SEEN_MESSAGE,
  MAX_SEEN_URLS,
  type CacheSeenMessage,
  WHAT_WAS_SEEN_QUESTION,
  type WhatWasSeenQuestion,
} from '@/lib/offline/messages'
import { isOnlyDocumentWithoutWorker } from './documents-without-worker'
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

/** What this tab has shown that a worker should keep: the pages noted for it, and this page's files. */
function seenMessage(pages: string[]): CacheSeenMessage {
  return { type: CACHE_SEEN_MESSAGE, urls: [...pages, ...seenFiles()].slice(0, MAX_SEEN_URLS) }
}

/** Sends the worker addresses to keep; true once it answers that it has kept them. */
function askWorkerToKeep(worker: ServiceWorker, pages: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timeout = window.setTimeout(() => resolve(false), KEEP_ANSWER_TIMEOUT_MS)
    channel.port1.onmessage = () => {
      window.clearTimeout(timeout)
      resolve(true)
    }
    worker.postMessage(seenMessage(pages), [channel.port2])
  })
}

/**
 * Answers a worker that is installing (sw/service-worker.ts asks every open page): what this tab has shown,
 * forgotten once it says it kept them, so the worker is ready only once they are kept; and whether this page
 * is alone in its tab, so the worker may claim it as it takes over.
 */
function answerWhatWasSeen(event: MessageEvent) {
  const port = event.ports[0]
  if ((event.data as WhatWasSeenQuestion | undefined)?.type !== WHAT_WAS_SEEN_QUESTION || !port) return
  const pages = pagesAwaitingWorker()
  port.onmessage = () => forgetPagesKept(pages)
  port.postMessage({ ...seenMessage(pages), aloneInTab: isOnlyDocumentWithoutWorker() })
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
    const kept = registration.active ? await askWorkerToKeep(registration.active, pages) : false
    if (kept) forgetPagesKept(pages)
    sending = false
    // Pages shown while it was on its way go next (never the same ones again, should storage not forget).
    if (kept && pagesAwaitingWorker().some((page) => !pages.includes(page))) sendSeen()
  })
}

/**
 * Registers the shop's service worker (sw/service-worker.ts: pages and files kept for offline, docs/offline.md)
 * in a production build, once the page has loaded, so its work and downloads never compete with the page's
 * first load. Each page shown is noted for the worker, which keeps it: in-app navigations make no page request
 * of their own, and a page left before the worker ran is sent by the next.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname()

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    // Listening before registering: an installing worker asks this page what the tab has shown.
    navigator.serviceWorker.addEventListener('message', answerWhatWasSeen)
    const cancel = whenPageLoaded(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Refused (a private window, storage off): the shop works as it would without one.
      })
    })
    return () => {
      cancel()
      navigator.serviceWorker.removeEventListener('message', answerWhatWasSeen)
    }
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
