import { z } from 'zod'
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
 */
function multiValue<const T extends readonly [string, ...string[]]>(values: T) {
  const item = z.enum(values)
  return z.array(z.string()).transform((raw): T[number][] => {
    const picked = new Set(
      raw
        .flatMap((entry) => entry.split(','))
        .map(normalise)
        .flatMap((entry) => {
          const parsed = item.safeParse(entry)
          return parsed.success ? [parsed.data] : []
        }),
    )
    return values.filter((value) => picked.has(value))
  })
}

const ListingQuerySchema = z.object({
  color: multiValue(COLOR_VALUES),
  size: multiValue(SIZE_VALUES),
  fabric: multiValue(FABRIC_VALUES),
  price: multiValue(PRICE_VALUES),
  sort: z.preprocess(
    (raw) => (typeof raw === 'string' ? normalise(raw) : raw),
    z.enum(SORT_VALUES).catch(DEFAULT_SORT),
  ),
})

function readAll(query: RawQuery, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key)
  const value = query[key]
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/** URL query (URLSearchParams or Next's `searchParams` object) to a typed state; never throws. */
export function parseListingState(query: RawQuery): ListingState {
  const parsed = ListingQuerySchema.parse({
    color: readAll(query, 'color'),
    size: readAll(query, 'size'),
    fabric: readAll(query, 'fabric'),
    price: readAll(query, 'price'),
    sort: readAll(query, 'sort')[0],
  })
  return parsed
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

/** `path` with the state's query, or the bare path for the default state. */
export function listingHref(path: string, state: ListingState): string {
  const query = listingSearchParams(state).toString()
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
