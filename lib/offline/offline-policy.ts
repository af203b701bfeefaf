/**
 * What the service worker (sw/service-worker.ts) keeps for a phone that loses its connection, as plain
 * functions the worker and the tests share. Kept: catalogue pages the shopper opened, and the scripts,
 * stylesheets, fonts and pictures they used. Never kept: personal JSON (/api/), server actions (POSTs), the
 * back office (/staff), and any response marked `private` or `no-store` (the personal pages' shells).
 */

/** The caches one deployment fills; the activating worker of a new deployment deletes every other one. */
export function cacheNames(version: string) {
  return {
    pages: `fatin-pages-${version}`,
    assets: `fatin-assets-${version}`,
    // Pictures are named by their content (?v=), so they stay right across deployments.
    pictures: 'fatin-pictures',
  } as const
}

/** The offline pages, precached by each deployment: the one in the shopper's language answers an unseen page. */
export const OFFLINE_PAGES = { en: '/offline', ur: '/ur/offline' } as const

/** The offline page for a page address, in that page's language. */
export function offlinePageFor(pathname: string): string {
  return pathname === '/ur' || pathname.startsWith('/ur/') ? OFFLINE_PAGES.ur : OFFLINE_PAGES.en
}

/** Paths the worker never answers from a cache, whatever their headers say. */
const NEVER_KEPT = /^\/(?:ur\/)?(?:api|staff)(?:\/|$)/

/** Whether a same-origin GET for a page (an HTML navigation) may be answered from, and kept in, the cache. */
export function isKeepablePagePath(pathname: string): boolean {
  return !NEVER_KEPT.test(pathname) && !pathname.startsWith('/_next/')
}

/** Parameters that say where a link was shared or clicked, not which page it shows (campaign tags, ad ids). */
const TRACKING_PARAMETER = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|igshid|ttclid|mc_cid|mc_eid)$/i

/**
 * The address a page is kept under: without its #fragment and its tracking parameters, so a listing opened
 * from a WhatsApp link (`?utm_source=whatsapp…`) is found offline from its breadcrumb or its plain address,
 * and one page shared in two links is kept once.
 */
export function pageCacheKey(url: URL): string {
  const key = new URL(url.href)
  key.hash = ''
  const tracking: string[] = []
  key.searchParams.forEach((_, name) => {
    if (TRACKING_PARAMETER.test(name)) tracking.push(name)
  })
  for (const name of tracking) key.searchParams.delete(name)
  return key.href
}

/** A build's script, stylesheet or font file: named by its content, so kept as it is. */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/_next/static/')
}

/**
 * The build files (scripts, stylesheets, fonts) a page's HTML names, each once: in its tags, and in its
 * flight data, where the scripts its client components load later are listed (escaped, hence the stop at `\`).
 */
export function buildFilesNamedIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s\\)]+/g)].map((match) => match[0]))]
}

/**
 * The chunks a build script loads later, on demand (a dialog, the toasts, the search box): Turbopack names
 * them in the script as "static/chunks/…". Kept with the script, they let a page do offline what it can.
 */
export function lazyChunksNamedIn(script: string): string[] {
  return [
    ...new Set(
      [...script.matchAll(/"(static\/chunks\/[^"\s\\]+\.(?:js|css))"/g)].map((match) => `/_next/${match[1]}`),
    ),
  ]
}

/** A picture from the photo pipeline (public/pictures), named by its content through its ?v=. */
export function isPicture(pathname: string): boolean {
  return pathname.startsWith('/pictures/')
}

/**
 * Whether a response may be kept: a whole, successful answer that its server did not mark as for this
 * browser only (`private`) or not to be stored (`no-store`), and not one a redirect led to (kept under the
 * address asked for, the sign-in page a signed-out /account sends to would answer /account offline, and a
 * navigation cannot take a redirected answer). Cache-Control is the whole test of privacy: a worker never
 * sees a response's Set-Cookie, so an answer that sets one must say `private` itself.
 */
export function isKeepableResponse(response: {
  status: number
  type?: string
  redirected?: boolean
  headers: { get(name: string): string | null }
}): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.redirected === true) return false
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  return !/(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/.test(cacheControl)
}
