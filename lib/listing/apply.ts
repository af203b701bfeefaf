import { FILTER_DEFINITIONS, type FilterGroup, type ListingItem, type SortValue } from './options'
import type { ListingState } from './state'

export interface FacetOption {
  value: string
  label: string
  /** Products shown if this option were picked, given the other groups' current choices. */
  count: number
  selected: boolean
  /** Nothing could match: greyed out, unless already selected (so it can still be unticked). */
  disabled: boolean
}

export interface Facet {
  key: FilterGroup
  label: string
  options: FacetOption[]
}

/** OR within a group, AND across groups; `ignore` leaves one group out (for that group's own counts). */
export function filterProducts<T extends ListingItem>(
  products: readonly T[],
  state: ListingState,
  ignore?: FilterGroup,
): T[] {
  const active = FILTER_DEFINITIONS.filter(
    (definition) => definition.key !== ignore && state[definition.key].length > 0,
  ).map((definition) => {
    const selected: readonly string[] = state[definition.key]
    return definition.options.filter((option) => selected.includes(option.value))
  })
  return products.filter((product) =>
    active.every((options) => options.some((option) => option.matches(product))),
  )
}

/**
 * Featured is the catalogue's own order; the others are stable sorts, so ties keep catalogue order and the
 * same URL always shows the same sequence.
 */
export function sortProducts<T extends ListingItem>(products: readonly T[], sort: SortValue): T[] {
  const list = [...products]
  switch (sort) {
    case 'featured':
      return list
    case 'newest':
      return list.sort((a, b) => (a.addedOn < b.addedOn ? 1 : a.addedOn > b.addedOn ? -1 : 0))
    case 'price-low':
      return list.sort((a, b) => a.price - b.price)
    case 'price-high':
      return list.sort((a, b) => b.price - a.price)
  }
}

export function applyListing<T extends ListingItem>(products: readonly T[], state: ListingState): T[] {
  return sortProducts(filterProducts(products, state), state.sort)
}

/**
 * Counts per option, computed the way shoppers expect from faceted search: each group's counts respect the
 * other groups' choices but not its own, so ticking a second colour shows how many that colour adds.
 */
export function facetCounts(products: readonly ListingItem[], state: ListingState): Facet[] {
  return FILTER_DEFINITIONS.map((definition) => {
    const pool = filterProducts(products, state, definition.key)
    const selected: readonly string[] = state[definition.key]
    return {
      key: definition.key,
      label: definition.label,
      options: definition.options.map((option) => {
        const count = pool.filter((product) => option.matches(product)).length
        const isSelected = selected.includes(option.value)
        return {
          value: option.value,
          label: option.label,
          count,
          selected: isSelected,
          disabled: count === 0 && !isSelected,
        }
      }),
    }
  })
}
