import {
  COLOR_VALUES,
  DEFAULT_SORT,
  FABRIC_VALUES,
  FILTER_GROUPS,
  PRICE_VALUES,
  SIZE_VALUES,
  SORT_VALUES,
  type ColorValue,
  type FabricValue,
  type FilterGroup,
  type PriceValue,
  type SizeValue,
  type SortValue,
} from './options'

/** What a listing URL asks for. Every list is deduplicated and in the options' own order. */
export interface ListingState {
  color: ColorValue[]
  size: SizeValue[]
  fabric: FabricValue[]
  price: PriceValue[]
  sort: SortValue
}

/** The query keys a listing reads; anything else (utm_source, fbclid, ...) is not ours and is left alone. */
export const LISTING_QUERY_KEYS = [...FILTER_GROUPS, 'sort'] as const

export const DEFAULT_LISTING_STATE: ListingState = Object.freeze({
  color: [],
  size: [],
  fabric: [],
  price: [],
  sort: DEFAULT_SORT,
}) as ListingState

type RawQuery = URLSearchParams | Record<string, string | string[] | undefined>

function normalise(raw: string): string {
  return raw.trim().toLowerCase()
}

/**
 * A multi-valued filter: accepts repeated keys and comma lists (`color=black&color=navy`, `color=black,navy`),
 * keeps the values it knows and silently drops junk, so a hand-edited or stale marketing link still works.
 * (Plain code rather than a zod schema: this runs in the listing's client leaf, and an allow-list needs no
 * schema library in every category page's JavaScript.)
 */
function pickKnown<const T extends readonly string[]>(values: T, raw: readonly string[]): T[number][] {
  const picked = new Set(raw.flatMap((entry) => entry.split(',')).map(normalise))
  return values.filter((value) => picked.has(value))
}

function pickSort(raw: string | undefined): SortValue {
  const value = normalise(raw ?? '')
  return (SORT_VALUES as readonly string[]).includes(value) ? (value as SortValue) : DEFAULT_SORT
}

function readAll(query: RawQuery, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key)
  const value = query[key]
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/** URL query (URLSearchParams or Next's `searchParams` object) to a typed state; never throws. */
export function parseListingState(query: RawQuery): ListingState {
  return {
    color: pickKnown(COLOR_VALUES, readAll(query, 'color')),
    size: pickKnown(SIZE_VALUES, readAll(query, 'size')),
    fabric: pickKnown(FABRIC_VALUES, readAll(query, 'fabric')),
    price: pickKnown(PRICE_VALUES, readAll(query, 'price')),
    sort: pickSort(readAll(query, 'sort')[0]),
  }
}

export function isFiltered(state: ListingState): boolean {
  return FILTER_GROUPS.some((group) => state[group].length > 0)
}

/** True when the state differs from the plain category page (some filter, or a sort other than featured). */
export function isCustomised(state: ListingState): boolean {
  return isFiltered(state) || state.sort !== DEFAULT_SORT
}

/** The state back to a query, in a fixed order so equal states give equal URLs (one cache entry each). */
export function listingSearchParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams()
  for (const group of FILTER_GROUPS) {
    for (const value of state[group]) params.append(group, value)
  }
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort)
  return params
}

/**
 * `path` with the state's query, or the bare path for the default state. `current` is the query the shopper
 * is on: its parameters that are not the listing's (utm_source and the other campaign parameters of a
 * shared link, click ids) are kept after the listing's own, so changing a filter never drops a campaign.
 */
export function listingHref(
  path: string,
  state: ListingState,
  current: string | URLSearchParams = '',
): string {
  const params = listingSearchParams(state)
  for (const [key, value] of new URLSearchParams(current)) {
    if (!(LISTING_QUERY_KEYS as readonly string[]).includes(key)) params.append(key, value)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

export function toggleFilter(state: ListingState, group: FilterGroup, value: string): ListingState {
  const current: readonly string[] = state[group]
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value]
  // Re-parsing drops unknown values and restores the canonical order.
  return parseListingState(listingSearchParams({ ...state, [group]: next } as ListingState))
}

export function withSort(state: ListingState, sort: SortValue): ListingState {
  return { ...state, sort }
}

export function clearFilters(state: ListingState): ListingState {
  return { ...DEFAULT_LISTING_STATE, sort: state.sort }
}
