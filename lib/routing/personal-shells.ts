/*
 * The personal pages served as static shells (docs/performance.md, "What a personal page costs"): the bag,
 * the wishlist, the checkout, the order lookup and the account page are prerendered like the catalogue, the
 * same HTML for every visitor, and the browser fills in the shopper's part from a small JSON route
 * (components/personal/use-personal-data.ts). Their HTML holds nothing personal, yet it is still kept out
 * of shared caches: a CDN that served yesterday's checkout script against today's actions would break the
 * order path, and these pages are cheap to serve from the prerender anyway.
 *
 * This file is imported by next.config.ts, so it imports nothing with the '@/' alias.
 */

/** Only this browser may keep the shell, and it asks again each time (the back/forward cache still works). */
export const PERSONAL_SHELL_CACHE_CONTROL = 'private, no-cache'

/**
 * Each personal shell's path without its language, and its Cache-Control. The order lookup is `no-store`:
 * on a shared phone, Back must not bring up the order number and mobile number someone typed into it.
 */
export const PERSONAL_SHELLS = [
  { path: '/cart', cacheControl: PERSONAL_SHELL_CACHE_CONTROL },
  { path: '/wishlist', cacheControl: PERSONAL_SHELL_CACHE_CONTROL },
  { path: '/checkout', cacheControl: PERSONAL_SHELL_CACHE_CONTROL },
  { path: '/account', cacheControl: PERSONAL_SHELL_CACHE_CONTROL },
  { path: '/orders/lookup', cacheControl: 'private, no-store' },
] as const

/** next.config.ts's `headers()` entries for the shells, in both languages. */
export function personalShellHeaders(): { source: string; headers: { key: string; value: string }[] }[] {
  return ['', '/ur'].flatMap((prefix) =>
    PERSONAL_SHELLS.map(({ path, cacheControl }) => ({
      source: `${prefix}${path}`,
      headers: [{ key: 'Cache-Control', value: cacheControl }],
    })),
  )
}
