import { categories } from '@/data/categories'
import { CATEGORY_GROUPS, type Category } from '@/data/schemas'
import { isCustomised, LISTING_QUERY_KEYS, listingSearchParams, parseListingState } from './state'

/**
 * Routing decisions for listing URLs, made in proxy.ts before Next routes the request.
 *
 * The plain /{group}/{slug} is a prerendered page. A URL that asks for a filter or a sort is rewritten to the
 * request-time route app/{group}/[category]/filtered, which is never linked and answers 404 when requested
 * directly. Unknown slugs are answered 404 here too: with Partial Prefetching, Next would otherwise serve the
 * route's fallback shell with a 200 before the page could call notFound().
 */
export const FILTERED_SEGMENT = 'filtered'

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

function isCategoryGroup(segment: string | undefined): boolean {
  return (CATEGORY_GROUPS as readonly string[]).includes(segment ?? '')
}

/** The category a path names, accepting the '&' of 'pins-&-accessories' raw or as %26. */
function categoryForSegments(segments: readonly string[]): Category | undefined {
  const [group, slug] = segments
  return categories.find((category) => category.group === group && category.slug === slug)
}

export function filteredListingPath(category: Pick<Category, 'group' | 'slug'>): string {
  return `/${category.group}/${encodeURIComponent(category.slug)}/${FILTERED_SEGMENT}`
}

/**
 * Where Proxy should render a listing URL: the filtered route when the query asks for something other than
 * the plain category (a known filter value or a non-default sort), otherwise null (serve the prerendered
 * page). Junk such as `?color=purple` or `?utm_source=x` stays on the static page. The query is passed on in
 * its canonical form so equal requests render identically.
 */
export function listingRewrite(url: URL): URL | null {
  const segments = decodeSegments(url.pathname)
  if (!segments || segments.length !== 2) return null
  const category = categoryForSegments(segments)
  if (!category) return null
  const state = parseListingState(url.searchParams)
  if (!isCustomised(state)) return null
  const target = new URL(url)
  target.pathname = filteredListingPath(category)
  const query = new URLSearchParams(url.searchParams)
  for (const key of LISTING_QUERY_KEYS) query.delete(key)
  for (const [key, value] of listingSearchParams(state)) query.append(key, value)
  target.search = query.toString()
  return target
}

/**
 * A request the listing routes would take but must answer 404: an unknown slug under one of the four groups
 * (/clothing/nope), or the internal filtered route asked for by name (no duplicate, indexable URLs).
 */
export function isListingNotFound(url: URL): boolean {
  const segments = decodeSegments(url.pathname)
  if (segments === null) return isCategoryGroup(url.pathname.split('/')[1])
  if (!isCategoryGroup(segments[0])) return false
  if (segments.length === 2) return categoryForSegments(segments) === undefined
  return segments.length === 3 && segments[2] === FILTERED_SEGMENT
}
