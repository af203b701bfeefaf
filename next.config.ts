import { availableParallelism } from 'node:os'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { buildServiceWorker } from './lib/offline/build-service-worker'
import { picturesVersion } from './lib/pictures/pictures-version'
import { searchIndexVersion } from './lib/search/search-index-version'
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './lib/http/body-limits'
import { parsePublicEnv, publicEnvInput } from './lib/public-env'
import { catalogueCacheHeaders, proxyFreeRewrites } from './lib/routing/proxy-free-pages'
import { personalShellHeaders } from './lib/routing/personal-shells'
import { CATALOGUE_PAGE_LIFE, SHARED_PAGE_CACHE_CONTROL } from './lib/routing/cache-policy'
import { securityHeaders } from './lib/security/headers'
import { PRIVATE_UNINDEXED_HEADERS } from './lib/http/private-unindexed'

/** A year, the longest a browser or CDN keeps anything: for files whose URL changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The versions this build's URLs carry (`?v=`). Only the build's own version is kept for a year; another
 * (an address typed by hand, an older build's during a rollout or a rollback) would pin whatever this build
 * answers under an address that should mean something else.
 */
const PICTURES_VERSION = picturesVersion()
const SEARCH_INDEX_VERSION = searchIndexVersion()

const nextConfig: NextConfig = {
  // Cache Components: every catalogue page is prerendered at build time into static HTML, identical for every
  // visitor; what depends on the shopper is filled in by the browser (docs/performance.md, "Rendering: static first").
  cacheComponents: true,
  // Off: with Partial Prefetching on, every request-time render (search results, filtered listings, order
  // pages) also runs a second, "runtime prefetch" render and writes its whole RSC payload into the HTML as
  // bytes, beside the page's own. It buys nothing here: links prefetch on intent (components/links) and
  // prerendered pages are prefetched from their files either way, while results pages and filtered listings
  // are opened by a search or a shared link, never prefetched (docs/performance.md, "Partial Prefetching").
  partialPrefetching: false,
  // The catalogue pages' lifetime, set on purpose in one place (lib/routing/cache-policy.ts).
  cacheLife: { catalogue: CATALOGUE_PAGE_LIFE },
  // 'use cache' entries live in Next's own memory cache, but a revalidateTag on one instance reaches every
  // instance (lib/cache/shared-tags-handler.mjs, docs/production.md "What each instance keeps").
  cacheHandlers: { default: require.resolve('./lib/cache/shared-tags-handler.mjs') },
  reactStrictMode: true,
  env: {
    // Inlined at build time so that, in a build without the flag (npm start, deployments), the offline
    // fake-Google sign-in hook in lib/auth/test-hooks.ts is compiled out rather than checked at run time.
    NEXT_PUBLIC_SHOP_TEST_HOOKS: process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS === '1' ? '1' : '',
    // The pictures' content hash, carried in every picture's URL (lib/pictures/picture-sources.ts).
    NEXT_PUBLIC_PICTURES_VERSION: PICTURES_VERSION,
    // The search index's version, carried in its URL (lib/search/search-index-url.ts).
    NEXT_PUBLIC_SEARCH_INDEX_VERSION: SEARCH_INDEX_VERSION,
  },
  poweredByHeader: false,
  typescript: {
    // `npm test` checks every type with tsc in its own step just before it builds (scripts/test.mjs sets
    // this then); the build's check would repeat that work, about 27 s on two cores. Every other build
    // (npm start, npm run build, a deployment) checks types itself.
    ignoreBuildErrors: process.env.SHOP_TYPES_ALREADY_CHECKED === '1',
  },
  // No ETags: on pages Next computes one per request by hashing the whole HTML in JavaScript, a real
  // part of serving a static page, and it saves little here: a catalogue page is shared
  // from a CDN's cache (s-maxage), and a phone arriving from a link has no copy to revalidate. Static files
  // lose theirs too but keep Last-Modified, and the hashed scripts and versioned pictures are cached as
  // immutable, so browsers do not revalidate them at all.
  generateEtags: false,
  experimental: {
    // Server action bodies are small (the checkout form is about 1 KB); Next's default is 1 MB. proxy.ts
    // refuses bigger ones first with a 413 (lib/http/server-action-guard.ts), since Next answers them with a 500.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES },
    // Subresource integrity: every <script src> Next writes carries the file's sha256, so a script file
    // altered on a CDN or in transit does not run (docs/security.md, "Security headers").
    sri: { algorithm: 'sha256' },
    // Workers that prerender the pages: Next's default is one fewer than the cores, a single worker on a
    // two-core machine, where two are faster.
    cpus: Math.max(2, availableParallelism() - 1),
    // Fewer, larger script files for a first visit on a phone, where each request costs a round trip and its
    // headers (docs/performance.md, "Script files").
    turbopackChunking: { minChunkSize: 200_000 },
    // Pages rendered on request (a product id, or a path no page names answered with the 404 page) stay in
    // the server's memory cache only (cacheMaxMemorySize, least recently used first), never on disk: there
    // each distinct URL would add files of its own, and a script asking for made-up ones would fill it.
    isrFlushToDisk: false,
  },
  images: {
    // Every picture is resized once, at build time, by the photo pipeline (scripts/build-pictures.ts) and
    // drawn by components/ui/picture.tsx as a plain <picture>. The optimiser stays off so that /_next/image,
    // which would fetch and resize on request, does no work for anyone (docs/pictures.md).
    unoptimized: true,
  },
  async headers() {
    return [
      {
        // Every response: pages, route handlers, Next's assets, pictures, 404s and redirects. Built from the
        // same validated NEXT_PUBLIC_ settings the browser bundle inlines (lib/security/headers.ts).
        source: '/:path*',
        headers: securityHeaders(parsePublicEnv(publicEnvInput()), {
          development: process.env.NODE_ENV === 'development',
        }),
      },
      // Every catalogue page's HTML is the same for every visitor: a CDN may keep it (never its RSC redirect).
      ...catalogueCacheHeaders(),
      // The personal pages' static shells: only for this browser (lib/routing/personal-shells.ts).
      ...personalShellHeaders(),
      // The back office's redirects from a language prefix are private and unindexed too
      // (lib/routing/staff-headers.ts). Next's 308 for a trailing slash comes before any of these headers; it
      // names nothing but the path without its slash.
      ...['/staff', '/staff/:path*', '/:lang(en|ur)/staff', '/:lang(en|ur)/staff/:path*'].map((source) => ({
        source,
        headers: PRIVATE_UNINDEXED_HEADERS.map(([key, value]) => ({ key, value })),
      })),
      {
        source: '/pictures/:path*',
        has: [{ type: 'query', key: 'v', value: PICTURES_VERSION }],
        headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
      },
      // The search index, named by its version: the same URL always holds the same index. Asked for without
      // it, it is kept like a catalogue page (Next would tell a CDN to keep it for a year); of two rules that
      // set one header, the later wins.
      {
        source: '/search-index.json',
        headers: [{ key: 'Cache-Control', value: SHARED_PAGE_CACHE_CONTROL }],
      },
      {
        source: '/search-index.json',
        has: [{ type: 'query', key: 'v', value: SEARCH_INDEX_VERSION }],
        headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
      },
    ]
  },
  async rewrites() {
    // The English rewrite ('/sale' is served from app/[lang] as '/en/sale') for the static catalogue pages
    // proxy.ts does not run for. Every other page gets it from proxy.ts, whose rewrite comes first.
    return { beforeFiles: proxyFreeRewrites(), afterFiles: [], fallback: [] }
  },
}

/**
 * A production build first bundles the service worker into public/sw.js (lib/offline/build-service-worker.ts),
 * whatever runs `next build` (npm test, npm start, the bench, a deployment); development has none.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) buildServiceWorker()
  return nextConfig
}
