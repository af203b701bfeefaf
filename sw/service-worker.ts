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
  cacheNames,
  isBuildAsset,
  isKeepablePagePath,
  isKeepableResponse,
  isPicture,
  OFFLINE_PAGES,
  offlinePageFor,
} from '../lib/offline/offline-policy'
import {
  CACHE_SEEN_MESSAGE,
  type CacheSeenMessage,
  PROBE_NETWORK_MESSAGE,
  type ProbeNetworkMessage,
} from '../lib/offline/messages'

declare const self: ServiceWorkerGlobalScope
/** The deployment's version, written in by the build (lib/offline/build-service-worker.ts). */
declare const SHOP_VERSION: string

const names = cacheNames(SHOP_VERSION)
/** The most pages kept (a page's HTML is 20–60 KB): far more than a shopper opens between two visits. */
const MAX_KEPT_PAGES = 150
/** How long a page waits for the network before what was kept is shown (a phone on a weak signal). */
const PAGE_NETWORK_TIMEOUT_SECONDS = 6

/** Keeps nothing that is not public: a `private` or `no-store` answer goes to the page and nowhere else. */
const onlyPublic: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepableResponse(response) ? response : null),
}

/** A page neither the network nor the cache could give: the offline page in its language. */
const offlinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.open(names.pages)).match(offlinePageFor(new URL(request.url).pathname)),
}

const serwist = new Serwist({
  // A new deployment's worker takes over at once (its activate handler then deletes the old caches). It
  // claims no page that opened without a worker: claiming one in the back/forward cache would evict it, and
  // a page's navigations go through the worker whether it controls the page or not.
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
          onlyPublic,
          offlinePage,
          new ExpirationPlugin({ maxEntries: MAX_KEPT_PAGES, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isBuildAsset(url.pathname),
      handler: new CacheFirst({ cacheName: names.assets, plugins: [onlyPublic] }),
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

/** Keeps one page or file the shopper has already been shown, if it may be kept and is not kept yet. */
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
  if (cacheName !== names.pages && (await cache.match(url.href))) return
  const response = await fetch(url.href, { credentials: 'same-origin' })
  if (!isKeepableResponse(response)) return
  await cache.put(url.href, response)
  if (cacheName === names.pages) await trimPages(cache)
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
    // Every build file it names: in its tags, and in its flight data, where the scripts its client
    // components load later are listed (a script missing offline would make Next reload the page).
    const files = [...html.matchAll(/\/_next\/static\/[^"'\s\\)]+/g)].map((match) => match[0])
    await Promise.all([...new Set(files)].map((file) => keep(new URL(file, self.location.origin))))
  }
}

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePages()))

self.addEventListener('activate', (event) => {
  // Another deployment's pages and files: deleted, so nothing of it is ever mixed with this one's.
  const current = new Set<string>(Object.values(names))
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('fatin-') && !current.has(key))
            .map((key) => caches.delete(key)),
        ),
      ),
  )
})

// What a page saw before this worker controlled it (its own address, its files): kept when it says so.
self.addEventListener('message', (event) => {
  const data = event.data as CacheSeenMessage | undefined
  if (data?.type !== CACHE_SEEN_MESSAGE) return
  const urls = data.urls.flatMap((raw) => {
    try {
      const url = new URL(raw, self.location.origin)
      url.hash = ''
      return [url]
    } catch {
      return []
    }
  })
  event.waitUntil(Promise.allSettled(urls.map(keep)))
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
