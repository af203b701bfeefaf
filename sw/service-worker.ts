/// <reference lib="webworker" />
/**
 * The shop's service worker (docs/offline.md), bundled by lib/offline/build-service-worker.ts into
 * public/sw.js when the shop is built for production. Built on Serwist's routing and strategies:
 *
 * - pages (navigations): from the network, kept when public, answered from what was kept when the network
 *   fails or is too slow, else with the offline page in the page's language;
 * - build files (scripts, stylesheets, fonts under /_next/static) and pictures: kept once seen, as they are
 *   named by their content;
 * - everything else (personal JSON under /api, server actions, the back office, any `private` answer): not
 *   touched, so the browser asks the network as it would without a worker.
 *
 * Each deployment has its own page and build-file caches (its version, SHOP_VERSION, is in their names), and
 * the new worker deletes the old ones as it takes over: a page kept offline and the files it runs are always
 * from the same deployment.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type SerwistPlugin } from 'serwist'
import {
  buildFilesNamedIn,
  cacheNames,
  isBuildAsset,
  isKeepablePagePath,
  isKeepableResponse,
  isPicture,
  lazyChunksNamedIn,
  OFFLINE_PAGES,
  offlinePageFor,
  pageCacheKey,
} from '../lib/offline/offline-policy'
import {
  PROBE_NETWORK_MESSAGE,
  type ProbeNetworkMessage,
  saysAloneInTab,
  seenUrlsIn,
  WHAT_WAS_SEEN_QUESTION,
  type WhatWasSeenQuestion,
} from '../lib/offline/messages'

declare const self: ServiceWorkerGlobalScope
/** The deployment's version, written in by the build (lib/offline/build-service-worker.ts). */
declare const SHOP_VERSION: string

const names = cacheNames(SHOP_VERSION)
/** The most pages kept (a page's HTML is 20–60 KB): far more than a shopper opens between two visits. */
const MAX_KEPT_PAGES = 150
/** How long a page waits for the network before what was kept is shown (a phone on a weak signal). */
const PAGE_NETWORK_TIMEOUT_SECONDS = 6
/** How long the installing worker waits for an open page to say what its tab has shown. */
const SEEN_ANSWER_TIMEOUT_MS = 3_000

/** Keeps nothing that is not public: a `private` or `no-store` answer goes to the page and nowhere else. */
const onlyPublic: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepableResponse(response) ? response : null),
}

/** A page neither the network nor the cache could give: the offline page in its language. */
const offlinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.open(names.pages)).match(offlinePageFor(new URL(request.url).pathname)),
}

/** A page is kept, and looked up, without the tracking parameters of the link that opened it. */
const withoutTracking: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
}

/** A script the page fetched through the worker is kept with the chunks it loads on demand. */
const withLazyChunks: SerwistPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    if (new URL(request.url).pathname.endsWith('.js'))
      await keepLazyChunksOf(await newResponse.clone().text())
  },
}

const serwist = new Serwist({
  // A new deployment's worker takes over at once (its activate handler then deletes the old caches and claims
  // the open pages only when that evicts none from the back/forward cache: claimPagesWhenSafe).
  skipWaiting: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && isKeepablePagePath(url.pathname),
      handler: new NetworkFirst({
        cacheName: names.pages,
        networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
        // The pages opened most recently; the offline pages, put there at install, are never expired.
        plugins: [
          withoutTracking,
          onlyPublic,
          offlinePage,
          new ExpirationPlugin({ maxEntries: MAX_KEPT_PAGES, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isBuildAsset(url.pathname),
      handler: new CacheFirst({ cacheName: names.assets, plugins: [onlyPublic, withLazyChunks] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isPicture(url.pathname),
      handler: new CacheFirst({
        cacheName: names.pictures,
        plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
      }),
    },
  ],
})

/**
 * Keeps one page or file the shopper has already been shown, if it may be kept and is not kept yet. A page
 * comes with every build file its HTML names, so it opens offline with its scripts, as a page the worker
 * answered does.
 */
async function keep(url: URL): Promise<void> {
  if (url.origin !== self.location.origin) return
  const cacheName = isBuildAsset(url.pathname)
    ? names.assets
    : isPicture(url.pathname)
      ? names.pictures
      : isKeepablePagePath(url.pathname)
        ? names.pages
        : null
  if (!cacheName) return
  const cache = await caches.open(cacheName)
  if (cacheName === names.pages) return keepPageOnce(cache, url)
  if (await cache.match(url.href)) return
  const response = await fetch(url.href, { credentials: 'same-origin' })
  if (!isKeepableResponse(response)) return
  if (cacheName === names.assets) return keepAsset(cache, url, response)
  return cache.put(url.href, response)
}

/** Pages being fetched to be kept, and when each was last kept (while this worker runs). */
const pagesBeingKept = new Map<string, Promise<void>>()
const pagesKeptAt = new Map<string, number>()
/**
 * A page kept this recently is not fetched again: her in-app navigation keeps it as she taps (the fetch
 * listener below), and the note the page sends once shown would fetch it a second time.
 */
const RECENTLY_KEPT_MS = 60_000

function keepPageOnce(cache: Cache, url: URL): Promise<void> {
  const key = pageCacheKey(url)
  const pending = pagesBeingKept.get(key)
  if (pending) return pending
  if (Date.now() - (pagesKeptAt.get(key) ?? -Infinity) < RECENTLY_KEPT_MS) return Promise.resolve()
  const keeping = keepPage(cache, url, key)
    .then(() => void pagesKeptAt.set(key, Date.now()))
    .finally(() => pagesBeingKept.delete(key))
  pagesBeingKept.set(key, keeping)
  return keeping
}

/**
 * A page, fetched again (a page kept is refreshed), with every build file its HTML names, kept under `key`. A
 * page that now answers otherwise (private for her session, a redirect, gone) is no longer kept at all.
 */
async function keepPage(cache: Cache, url: URL, key: string): Promise<void> {
  const response = await fetch(key, { credentials: 'same-origin' })
  if (!isKeepableResponse(response)) {
    await cache.delete(key)
    return
  }
  const html = await response.clone().text()
  await cache.put(key, response)
  await trimPages(cache)
  await keepBuildFilesOf(html)
}

/**
 * Every build file a page's HTML names: in its tags, and in its flight data, where the scripts its client
 * components load later are listed (a script missing offline would make Next reload the page).
 */
async function keepBuildFilesOf(html: string): Promise<void> {
  await Promise.allSettled(buildFilesNamedIn(html).map((file) => keep(new URL(file, self.location.origin))))
}

/** A build file, with the chunks it loads on demand when it is a script (keepLazyChunksOf). */
async function keepAsset(cache: Cache, url: URL, response: Response): Promise<void> {
  const script = url.pathname.endsWith('.js') ? await response.clone().text() : null
  await cache.put(url.href, response)
  if (script !== null) await keepLazyChunksOf(script)
}

/**
 * The chunks a script loads later, on demand (the toasts, a dialog, the search box): kept with it, so a page
 * kept offline can still say that something needs a connection, or open what does not.
 */
async function keepLazyChunksOf(script: string): Promise<void> {
  await Promise.allSettled(
    lazyChunksNamedIn(script).map((chunk) => keep(new URL(chunk, self.location.origin))),
  )
}

/** Past MAX_KEPT_PAGES, the pages kept longest ago go (a cache lists its entries oldest first). */
async function trimPages(cache: Cache): Promise<void> {
  const offline = new Set<string>(Object.values(OFFLINE_PAGES))
  const pages = (await cache.keys()).filter((request) => !offline.has(new URL(request.url).pathname))
  await Promise.all(
    pages.slice(0, Math.max(0, pages.length - MAX_KEPT_PAGES)).map((request) => cache.delete(request)),
  )
}

/** The offline pages, and the build files they need to show the last bag (their scripts, stylesheet, fonts). */
async function keepOfflinePages(): Promise<void> {
  const pages = await caches.open(names.pages)
  for (const path of Object.values(OFFLINE_PAGES)) {
    const response = await fetch(path, { cache: 'reload', credentials: 'omit' })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    const html = await response.clone().text()
    await pages.put(path, response)
    const files = buildFilesNamedIn(html).map((file) => keep(new URL(file, self.location.origin)))
    await Promise.all(files)
  }
}

/** Addresses a page sent, made absolute and without their #fragment; any that do not parse are left out. */
function urlsToKeep(raw: string[]): URL[] {
  return raw.flatMap((address) => {
    try {
      const url = new URL(address, self.location.origin)
      url.hash = ''
      return [url]
    } catch {
      return []
    }
  })
}

/** Keeps what a page sent, then tells it so on the port it came with (the page forgets them only then). */
async function keepSeen(urls: string[], port: MessagePort | undefined): Promise<void> {
  await Promise.allSettled(urlsToKeep(urls).map(keep))
  port?.postMessage(true)
}

/** An open page's answer: what its tab showed, the port to confirm on, and whether it is alone in its tab. */
type SeenAnswer = { urls: string[]; port: MessagePort; aloneInTab: boolean }

/**
 * Asks an open page what its tab has shown (components/offline/service-worker-registration.tsx answers), or
 * null if it does not answer in time (a page of an older build).
 */
function askWhatWasSeen(client: Client): Promise<SeenAnswer | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timeout = setTimeout(() => resolve(null), SEEN_ANSWER_TIMEOUT_MS)
    channel.port1.onmessage = (event) => {
      clearTimeout(timeout)
      const urls = seenUrlsIn(event.data)
      resolve(urls ? { urls, port: channel.port1, aloneInTab: saysAloneInTab(event.data) } : null)
    }
    const question: WhatWasSeenQuestion = { type: WHAT_WAS_SEEN_QUESTION }
    client.postMessage(question, [channel.port2])
  })
}

/** The open pages (client ids) that said at install that they are alone in their tab (claimPagesWhenSafe). */
const pagesAloneInTheirTab = new Set<string>()

/**
 * What the open pages' tabs have shown before (pages left before any worker ran, noted in the tab), and with
 * `andOpenPages` the open pages themselves (one a previous deployment's worker answered is not noted, and its
 * caches go when this worker takes over). Kept before the worker is ready, so a shopper who loses her signal
 * as soon as `navigator.serviceWorker.ready` resolves still has them.
 */
async function keepWhatOpenPagesSaw(andOpenPages: boolean): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  await Promise.allSettled(
    windows.map(async (client) => {
      const answer = await askWhatWasSeen(client)
      if (answer?.aloneInTab) pagesAloneInTheirTab.add(client.id)
      else pagesAloneInTheirTab.delete(client.id)
      await keepSeen([...(andOpenPages ? [client.url] : []), ...(answer?.urls ?? [])], answer?.port)
    }),
  )
}

/**
 * Takes control of the open pages no worker controls, so the page she is reading is served by this worker
 * at once: its scripts loaded on demand come from what was kept when the signal goes, and the page sees its
 * `controller`. Only when each of them said at install that it is the only page of its tab no worker
 * answered: a claim evicts from the back/forward cache every page of the shop waiting there, and only an
 * earlier page of the same tab can be. A page that was not asked (opened since) or left (it is no longer
 * listed) leaves them all unclaimed; they are served by the worker from their next page on.
 */
async function claimPagesWhenSafe(): Promise<void> {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const controlled = new Set((await self.clients.matchAll({ type: 'window' })).map((client) => client.id))
  const uncontrolled = open.filter((client) => !controlled.has(client.id))
  if (uncontrolled.length > 0 && uncontrolled.every((client) => pagesAloneInTheirTab.has(client.id)))
    await self.clients.claim()
}

self.addEventListener('install', (event) =>
  event.waitUntil(
    // Asked again once the offline pages are kept, for the pages she opened meanwhile.
    Promise.all([keepOfflinePages(), keepWhatOpenPagesSaw(true)]).then(() => keepWhatOpenPagesSaw(false)),
  ),
)

self.addEventListener('activate', (event) => {
  // Another deployment's pages and files: deleted, so nothing of it is ever mixed with this one's.
  const current = new Set<string>(Object.values(names))
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((key) => key.startsWith('fatin-') && !current.has(key))
              .map((key) => caches.delete(key)),
          ),
        ),
      claimPagesWhenSafe(),
    ]),
  )
})

// What a page saw before this worker controlled it (pages of its tab, its files): kept when it says so.
self.addEventListener('message', (event) => {
  const urls = seenUrlsIn(event.data)
  if (urls) event.waitUntil(keepSeen(urls, event.ports[0]))
})

// An in-app navigation (Next asks for the page's RSC payload; not a prefetch, which she may never open): its
// page is kept as she taps, beside the payload, not only once the page has shown and sent its note.
self.addEventListener('fetch', (event) => {
  const { request } = event
  const headers = request.headers
  if (request.method !== 'GET' || headers.get('rsc') !== '1') return
  if (headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch')) return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || !isKeepablePagePath(url.pathname)) return
  url.searchParams.delete('_rsc')
  url.hash = ''
  event.waitUntil(keep(url))
})

// An offline page asks whether the shop can be reached from here before it reloads (lib/offline/messages.ts).
self.addEventListener('message', (event) => {
  const data = event.data as ProbeNetworkMessage | undefined
  const port = event.ports[0]
  if (data?.type !== PROBE_NETWORK_MESSAGE || !port) return
  event.waitUntil(
    fetch('/robots.txt', { cache: 'no-store', credentials: 'omit' })
      .then((response) => response.ok)
      .catch(() => false)
      .then((reachable) => port.postMessage(reachable)),
  )
})

serwist.addEventListeners()
