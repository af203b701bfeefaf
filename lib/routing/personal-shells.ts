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

/** Each personal shell's path without its language. */
export const PERSONAL_SHELL_PATHS = ['/cart', '/wishlist', '/checkout', '/orders/lookup', '/account'] as const

/** Only this browser may keep the shell, and it asks again each time (the back/forward cache still works). */
export const PERSONAL_SHELL_CACHE_CONTROL = 'private, no-cache'

/** next.config.ts's `headers()` entries for the shells, in both languages. */
export function personalShellHeaders(): { source: string; headers: { key: string; value: string }[] }[] {
  return ['', '/ur'].flatMap((prefix) =>
    PERSONAL_SHELL_PATHS.map((path) => ({
      source: `${prefix}${path}`,
      headers: [{ key: 'Cache-Control', value: PERSONAL_SHELL_CACHE_CONTROL }],
    })),
  )
}
