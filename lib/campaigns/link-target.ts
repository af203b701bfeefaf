import { CATEGORY_GROUPS, type Category, type CategoryGroup, type Product } from '@/data/schemas'
import { findCategory, findProduct } from '@/lib/catalogue'
import { localePath, splitLocalePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'
import { listingSearchParams, parseListingState } from '@/lib/listing/state'

/**
 * The pages a campaign link may point at: the shareable pages of the shop, in either language. A target is
 * stored as a path on the shop ('/ur/clothing/abayas?color=black'), never a full URL: the short link
 * redirects to the shop's own origin plus this path, so it cannot send anyone elsewhere, and the path is
 * rebuilt here from what it names (a listing's filters and sort, a search's words), so nothing else in the
 * typed address survives (no utm_*, no fragments, no '//host').
 */
export type ShareTarget = { locale: Locale } & (
  | { kind: 'home' }
  | { kind: 'sale' }
  | { kind: 'group'; group: CategoryGroup | 'festive' }
  | { kind: 'listing'; category: Category; query: string }
  /** A product in the colour and size the post promotes, when the page named ones it comes in. */
  | { kind: 'product'; product: Product; color: string | null; size: string | null }
  | { kind: 'search'; words: string }
)

export type TargetRefusal = 'not-on-shop' | 'not-shareable'

const SEARCH_WORDS_MAX = 100

/**
 * Reads what staff typed or pasted: a path ('/clothing/abayas?color=black') or a full address on the shop's
 * own origin (`shopOrigin`). Anything on another host, another scheme, or a path the shop does not share
 * (the bag, an account page, a product that does not exist) is refused with a code.
 */
export function parseShareTarget(
  typed: string,
  shopOrigin: string,
): { ok: true; target: ShareTarget } | { ok: false; code: TargetRefusal } {
  const text = typed.trim()
  if (text === '' || /[\\\s]/.test(text) || text.startsWith('//')) return { ok: false, code: 'not-on-shop' }
  let url: URL
  try {
    url = text.startsWith('/') ? new URL(text, shopOrigin) : new URL(text)
  } catch {
    return { ok: false, code: 'not-on-shop' }
  }
  if (url.origin !== new URL(shopOrigin).origin) return { ok: false, code: 'not-on-shop' }
  const target = targetOfPage(url.pathname, url.searchParams)
  return target ? { ok: true, target } : { ok: false, code: 'not-shareable' }
}

function targetOfPage(pathname: string, query: URLSearchParams): ShareTarget | null {
  const { locale, path } = splitLocalePath(pathname.replace(/\/+$/, '') || '/')
  const segments = path.split('/').filter(Boolean)
  const [first, second, ...rest] = segments
  if (rest.length > 0) return null
  if (first === undefined) return { locale, kind: 'home' }
  if (second === undefined) {
    if (first === 'sale') return { locale, kind: 'sale' }
    if (first === 'search') {
      const words = (query.get('q') ?? '').trim().slice(0, SEARCH_WORDS_MAX)
      return words ? { locale, kind: 'search', words } : null
    }
    return null
  }
  if (first === 'category') {
    if (second === 'festive' || (CATEGORY_GROUPS as readonly string[]).includes(second)) {
      return { locale, kind: 'group', group: second as CategoryGroup | 'festive' }
    }
    return null
  }
  if (first === 'product') {
    const product = /^[1-9]\d{0,6}$/.test(second) ? findProduct(Number(second)) : undefined
    if (!product) return null
    // Kept only if the product comes in them, as the product page reads them (?color=White&size=S).
    const color = query.get('color')
    const size = query.get('size')
    return {
      locale,
      kind: 'product',
      product,
      color: product.colors.some((choice) => choice.name === color) ? color : null,
      size: product.sizes.some((choice) => choice === size) ? size : null,
    }
  }
  const category = findCategory(first, second)
  if (!category) return null
  return {
    locale,
    kind: 'listing',
    category,
    query: listingSearchParams(parseListingState(query)).toString(),
  }
}

/** The target's path on the shop, language prefix and query included. */
export function targetPath(target: ShareTarget): string {
  return localePath(target.locale, pagePathWithQuery(target))
}

/** The page's path without its language, query included. */
export function pagePathWithQuery(target: ShareTarget): string {
  switch (target.kind) {
    case 'home':
      return '/'
    case 'sale':
      return '/sale'
    case 'group':
      return `/category/${target.group}`
    case 'listing':
      return `/${target.category.group}/${target.category.slug}${target.query ? `?${target.query}` : ''}`
    case 'product': {
      const query = new URLSearchParams()
      if (target.color) query.set('color', target.color)
      if (target.size) query.set('size', target.size)
      return `/product/${target.product.id}${query.size > 0 ? `?${query.toString()}` : ''}`
    }
    case 'search':
      return `/search?${new URLSearchParams({ q: target.words }).toString()}`
  }
}

/**
 * Whether a stored target is still a path on the shop the short link may redirect to: checked again when a
 * short link is followed, so a damaged or hand-edited document cannot make it an open redirect.
 */
export function isShopTargetPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) {
    return false
  }
  const base = 'https://shop.invalid'
  const parsed = parseShareTarget(path, base)
  return parsed.ok && targetPath(parsed.target) === path
}
