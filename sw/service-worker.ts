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

/** A script the page fetched through the worker is kept with the chunks it loads on demand. */
const withLazyChunks: SerwistPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    if (new URL(request.url).pathname.endsWith('.js'))
      await keepLazyChunksOf(await newResponse.clone().text())
  },
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
  if (cacheName !== names.pages && (await cache.match(url.href))) return
  const response = await fetch(url.href, { credentials: 'same-origin' })
  if (!isKeepableResponse(response)) return
  if (cacheName === names.assets) return keepAsset(cache, url, response)
  if (cacheName !== names.pages) return cache.put(url.href, response)
  const html = await response.clone().text()
  await cache.put(url.href, response)
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

/**
 * The pages open when the worker installs (the one that registered it, opened without a worker): kept before
 * the worker is ready, so a shopper who loses her signal right after is not left with nothing.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  await Promise.allSettled(
    windows.map((client) => {
      const url = new URL(client.url)
      url.hash = ''
      return keep(url)
    }),
  )
}

self.addEventListener('install', (event) =>
  event.waitUntil(Promise.all([keepOfflinePages(), keepOpenPages()])),
)

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

// What a page saw before this worker controlled it (pages of its tab, its files): kept when it says so.
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
  // The page forgets what it asked for only once told it is kept (it may be left before then).
  const port = event.ports[0]
  event.waitUntil(Promise.allSettled(urls.map(keep)).then(() => port?.postMessage(true)))
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
