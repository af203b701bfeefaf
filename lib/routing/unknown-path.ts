import { blogPosts } from '@/data/blog'
import { CATEGORY_GROUPS } from '@/data/schemas'
import { findProduct } from '@/lib/catalogue'
import { isListingNotFound } from '@/lib/listing/rewrite'
import { PAGE_SECTIONS } from './page-sections'

const PREVIEW_IMAGE_SEGMENT = 'opengraph-image'

/**
 * Paths that name nothing: a first segment no page has (/no-such-page), and paths that a dynamic route would
 * take but that name nothing in the catalogue: /product/01, /blog/no-such-post, /category/nope, /clothing/nope. Proxy answers these with a real 404, because with
 * Partial Prefetching Next starts streaming a dynamic route's prerendered shell with a 200 before the page can
 * call notFound(), and search engines must not index soft 404s.
 */
export function isUnknownCataloguePath(url: URL): boolean {
  // The preview picture of something that does not exist names nothing either: answered by its own route,
  // its 404 would carry that route's year-long s-maxage, and a CDN would keep it after the product arrives.
  const previewOf = /^(\/.+)\/opengraph-image$/.exec(url.pathname)?.[1]
  if (previewOf && isUnknownCataloguePath(new URL(previewOf, url))) return true
  if (isListingNotFound(url)) return true
  const [section, key, ...rest] = url.pathname.split('/').filter(Boolean)
  if (section !== undefined && !PAGE_SECTIONS.has(section)) return true
  if (key === undefined || rest.length > 0) return false
  // A section's own preview picture (/blog/opengraph-image) is a route of its own, not a slug.
  if (key === PREVIEW_IMAGE_SEGMENT) return false
  switch (section) {
    case 'product':
      return !/^[1-9]\d{0,6}$/.test(key) || findProduct(Number(key)) === undefined
    case 'blog':
      return !blogPosts.some((post) => post.slug === key)
    // The results page is /search alone; its query is in ?q=, so a path below it names nothing.
    case 'search':
      return true
    case 'category':
      return key !== 'festive' && !(CATEGORY_GROUPS as readonly string[]).includes(key)
    default:
      return false
  }
}
