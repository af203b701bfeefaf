import { blogPosts } from '../../data/blog'
import { categories } from '../../data/categories'
import { products } from '../../data/products'
import { CATEGORY_GROUPS } from '../../data/schemas'
import { FILTER_GROUPS } from '../listing/options'
import { LANGUAGE_COOKIE } from '../i18n/language-cookie'
import { RSC_HEADER, SHARED_PAGE_CACHE_CONTROL } from './cache-policy'

/*
 * The catalogue pages that proxy.ts does not run for (docs/performance.md, "The proxy on catalogue paths").
 *
 * For a plain GET of a prerendered catalogue page the proxy decides nothing, yet running it at all (Next
 * builds a Request and a response around it, then rewrites) costs about a quarter of such a page's serving
 * time (docs/performance.md). So its matcher leaves out home, the content pages, the guide, the group pages,
 * the listings, the blog posts and the products, and next.config.ts does the English rewrite for them. Each
 * is named, products by id, so a path that names nothing ('/product/99999') still reaches the proxy, whose
 * 404 a browser can show without scripts (lib/routing/not-found-document.ts); a new product, listing or post
 * changes the literal, which the test says.
 *
 * This file is imported by next.config.ts, so it imports by relative path. proxy.ts cannot import it (Next
 * reads a proxy's matcher from its source, literals only): proxy-free-pages.test.ts checks that its literal
 * is the one proxyMatcher() gives.
 */

/** Pages one segment deep that are the same for every visitor. */
const CONTENT_PAGES = [
  'sale',
  'blog',
  'about',
  'careers',
  'contact',
  'faq',
  'loyalty',
  'payment',
  'privacy',
  'shipping',
  'terms',
]

/** Pages at `/{base}/{key}` for each key; `base` '' is the top level ('/sale'). */
export type PageFamily = { base: string; keys: readonly string[] }

/** Every catalogue page, by family (they all get the shared Cache-Control). */
function catalogueFamilies(): PageFamily[] {
  return [
    { base: '', keys: CONTENT_PAGES },
    { base: 'guide', keys: ['kaftans'] },
    { base: 'category', keys: [...CATEGORY_GROUPS, 'festive'] },
    ...CATEGORY_GROUPS.map((group) => ({
      base: group,
      keys: categories.filter((category) => category.group === group).map((category) => category.slug),
    })),
    { base: 'product', keys: products.map((product) => String(product.id)) },
    { base: 'blog', keys: blogPosts.map((post) => post.slug) },
  ]
}

/**
 * The pages the proxy's matcher leaves out: every catalogue page but one whose slug a browser may send
 * percent-encoded ('pins-&-accessories'), which a plain pattern could not name in both forms.
 */
export function proxyFreePageFamilies(): PageFamily[] {
  return catalogueFamilies().map((family) => ({
    ...family,
    keys: family.keys.filter((key) => /^[a-z0-9-]+$/.test(key)),
  }))
}

/** Every proxy-free page's path without its language, home ('/') first. */
export function proxyFreePaths(): string[] {
  return [
    '/',
    ...proxyFreePageFamilies().flatMap(({ base, keys }) =>
      keys.map((key) => (base ? `/${base}/${key}` : `/${key}`)),
    ),
  ]
}

/** What Next's matchers, headers and rewrites accept as a condition (`has` and `missing`). */
export type RequestCondition = { type: 'cookie' | 'header' | 'query'; key: string }

/**
 * Requests the proxy runs for even on these pages, because it has something to decide:
 *
 * - the language cookie: a page in the other language is redirected to the chosen one;
 * - a body (Content-Length or chunked) or the Next-Action header: the server action guard
 *   (lib/http/server-action-guard.ts) checks every POST to a page;
 * - a listing's filter or sort in the query: the proxy rewrites it to the listing rendered per request.
 */
export const PROXY_TRIGGERS: readonly RequestCondition[] = [
  { type: 'cookie', key: LANGUAGE_COOKIE },
  { type: 'header', key: 'next-action' },
  { type: 'header', key: 'content-length' },
  { type: 'header', key: 'transfer-encoding' },
  // A filtered or sorted listing is rendered per request (lib/listing/rewrite.ts).
  ...[...FILTER_GROUPS, 'sort'].map((key): RequestCondition => ({ type: 'query', key })),
]

/**
 * Paths the proxy never sees: Next's own assets, the shop's pictures and fonts, the metadata files (icons
 * too: the installed shop's in public/icons, which its manifest names), the search index
 * (app/search-index.json), the service worker (public/sw.js) and campaign short links (app/l/[code]: a
 * WhatsApp blast's clicks should cost the route handler alone, which decides everything about them itself).
 */
const ASSETS =
  '_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/'

/** The regular expression, after the leading '/', of the proxy-free pages in both languages. */
function proxyFreePattern(): string {
  const families = proxyFreePageFamilies().map(({ base, keys }) => {
    const oneOf = `(?:${keys.join('|')})`
    return base ? `${base}/${oneOf}` : oneOf
  })
  return `(?:ur)?$|(?:ur/)?(?:${families.join('|')})$`
}

export type ProxyMatcher = { source: string; has?: RequestCondition[] }

/**
 * proxy.ts's `config.matcher`: every page path but the proxy-free pages, and those too when a request
 * carries one of PROXY_TRIGGERS. Next runs the proxy when any entry matches.
 */
export function proxyMatcher(): ProxyMatcher[] {
  const everyPage = `/((?!${ASSETS}).*)`
  return [
    { source: `/((?!${ASSETS})(?!${proxyFreePattern()}).*)` },
    ...PROXY_TRIGGERS.map((trigger) => ({ source: everyPage, has: [{ ...trigger }] })),
  ]
}

/** A family's path pattern in next.config.ts, under a language prefix ('', '/en' or '/ur'). */
function familyPath(prefix: string, { base }: PageFamily): string {
  return `${prefix}${base ? `/${base}` : ''}/:key`
}

function familySource(prefix: string, family: PageFamily): string {
  return `${familyPath(prefix, family)}(${family.keys.join('|')})`
}

/** next.config.ts's `rewrites().beforeFiles`: what the proxy's English rewrite did, '/sale' to '/en/sale'. */
export function proxyFreeRewrites(): { source: string; destination: string }[] {
  return [
    { source: '/', destination: '/en' },
    ...proxyFreePageFamilies().map((family) => ({
      source: familySource('', family),
      destination: familyPath('/en', family),
    })),
  ]
}

/**
 * Requests whose answer is not a catalogue page's HTML, so never given the shared Cache-Control: a request
 * for the page's RSC payload (without its cache-busting `_rsc` parameter Next answers it with a redirect,
 * which a CDN must not keep for a day and serve to every visitor; the payload itself keeps Next's own
 * Cache-Control and Vary), a server action, and a form post.
 */
const NOT_PAGE_HTML: readonly RequestCondition[] = [
  { type: 'header', key: RSC_HEADER },
  { type: 'header', key: 'next-action' },
  { type: 'header', key: 'content-type' },
]

/** Characters path-to-regexp would read as syntax in a `source`. */
const SOURCE_SYNTAX = /[()[\]?+*:{}\\]/g

/**
 * next.config.ts's `headers()` entries: the shared Cache-Control of every catalogue page (the same HTML for
 * every visitor), in both languages, whether or not the proxy runs for the request (a language cookie, a
 * filter). The proxy cannot set it itself: Next hides the RSC request headers from it, so it could not tell
 * a page from the redirect above. A filtered listing is covered by its listing's path (the query is not
 * part of a source); a redirect or 404 the proxy answers on such a path sets its own Cache-Control.
 */
export function catalogueCacheHeaders(): {
  source: string
  missing: RequestCondition[]
  headers: { key: string; value: string }[]
}[] {
  const families = catalogueFamilies().map(({ base, keys }) => ({
    base,
    keys: keys.map((key) => key.replace(SOURCE_SYNTAX, (character) => `\\${character}`)),
  }))
  // The search results page is the same HTML for everyone too; its query is not part of a source.
  const sources = ['', '/ur'].flatMap((prefix) => [
    prefix || '/',
    `${prefix}/search`,
    ...families.map((family) => familySource(prefix, family)),
  ])
  return sources.map((source) => ({
    source,
    missing: NOT_PAGE_HTML.map((condition) => ({ ...condition })),
    headers: [{ key: 'Cache-Control', value: SHARED_PAGE_CACHE_CONTROL }],
  }))
}
