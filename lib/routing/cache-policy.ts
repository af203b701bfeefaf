/**
 * How long shared caches (a CDN, the shop's own reverse proxy) may keep a catalogue page: a day fresh, then
 * served stale for up to a week while one request refreshes it. Browsers revalidate every time (max-age=0),
 * which keeps the back/forward cache working and a deploy visible at once. Matches Next's own revalidate
 * for these pages (1 day, see `next build`'s table).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=604800'

/** Pages and endpoints that are different for every shopper: never in a shared cache. */
const PERSONAL = /^\/(?:cart|wishlist|checkout|account|orders|staff|api)(?:\/|$)/

/**
 * The Cache-Control proxy.ts sets on a page request, or null to leave Next's own. Catalogue pages are the
 * same HTML for every visitor (the personal parts are filled in by the browser from /api/shopper), and that
 * includes shared filtered listings, which Next renders per request and would otherwise mark `no-store`.
 */
export function sharedCacheControl(method: string, pathname: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (PERSONAL.test(pathname)) return null
  return SHARED_PAGE_CACHE_CONTROL
}
