/**
 * A catalogue page's lifetime, in seconds, chosen here and only here: next.config.ts makes it the `catalogue`
 * cacheLife profile, which the root layout gives every page (lib/routing/catalogue-lifetime.ts), and the
 * header below tells a CDN the same. A day, because a page states things that change without the shop being
 * told: stock edited in the Firebase console, a sale that has ended, the year in the footer. What the shop
 * changes itself is pushed sooner: an order that moves a product's availability expires its page on every
 * instance within a second (lib/cache/shared-tags.ts).
 */
export const CATALOGUE_PAGE_LIFE = {
  /** How long a browser's router may reuse the page without asking. */
  stale: 300,
  /** After this the next request gets the cached page and rebuilds it in the background. */
  revalidate: 86_400,
  /** After this (a week of being served stale on top) the page is rebuilt before it is served. */
  expire: 86_400 + 604_800,
} as const

/**
 * How long shared caches (a CDN, the shop's own reverse proxy) may keep a catalogue page: CATALOGUE_PAGE_LIFE,
 * a day fresh, then served stale for up to a week while one request refreshes it. Browsers revalidate every
 * time (max-age=0), which keeps the back/forward cache working and a deploy visible at once.
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${CATALOGUE_PAGE_LIFE.revalidate}, stale-while-revalidate=${CATALOGUE_PAGE_LIFE.expire - CATALOGUE_PAGE_LIFE.revalidate}`

/** The header a client navigation's request for a page's RSC payload carries. */
export const RSC_HEADER = 'rsc'
