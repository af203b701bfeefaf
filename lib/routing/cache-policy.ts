/**
 * How long shared caches (a CDN, the shop's own reverse proxy) may keep a catalogue page: a day fresh, then
 * served stale for up to a week while one request refreshes it. Browsers revalidate every time (max-age=0),
 * which keeps the back/forward cache working and a deploy visible at once. Matches Next's own revalidate
 * for these pages (1 day, see `next build`'s table).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=604800'

/** The header a client navigation's request for a page's RSC payload carries. */
export const RSC_HEADER = 'rsc'
