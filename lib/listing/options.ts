import type { ColorName, Fabric, Product, Size } from '@/data/schemas'

/**
 * The listing page's filter and sort vocabulary: the options the specification lists, each with the lowercase
 * key it has in the URL (`?color=black&price=50-100&sort=price-low`) and the test a product must pass.
 */

export const FILTER_GROUPS = ['color', 'size', 'fabric', 'price'] as const
export type FilterGroup = (typeof FILTER_GROUPS)[number]

export const COLOR_VALUES = ['black', 'white', 'navy', 'burgundy', 'emerald'] as const
export const SIZE_VALUES = ['xs', 's', 'm', 'l', 'xl'] as const
export const FABRIC_VALUES = ['cotton', 'linen', 'silk', 'chiffon', 'crepe'] as const
export const PRICE_VALUES = ['under-50', '50-100', '100-150', '150-200', '200-plus'] as const
export const SORT_VALUES = ['featured', 'newest', 'price-low', 'price-high'] as const

export type ColorValue = (typeof COLOR_VALUES)[number]
export type SizeValue = (typeof SIZE_VALUES)[number]
export type FabricValue = (typeof FABRIC_VALUES)[number]
export type PriceValue = (typeof PRICE_VALUES)[number]
export type SortValue = (typeof SORT_VALUES)[number]

/** The part of a product the listing filters and sorts on; small enough to send to the browser. */
export type ListingItem = Pick<Product, 'id' | 'price' | 'colors' | 'sizes' | 'fabric' | 'addedOn'>

export function toListingItem({ id, price, colors, sizes, fabric, addedOn }: Product): ListingItem {
  return { id, price, colors, sizes, fabric, addedOn }
}

export interface FilterOption {
  value: string
  label: string
  matches: (product: ListingItem) => boolean
}

export interface FilterGroupDefinition {
  key: FilterGroup
  label: string
  options: readonly FilterOption[]
}

const COLOR_LABELS: Record<ColorValue, ColorName> = {
  black: 'Black',
  white: 'White',
  navy: 'Navy',
  burgundy: 'Burgundy',
  emerald: 'Emerald',
}

const SIZE_LABELS: Record<SizeValue, Size> = { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL' }

const FABRIC_LABELS: Record<FabricValue, Fabric> = {
  cotton: 'Cotton',
  linen: 'Linen',
  silk: 'Silk',
  chiffon: 'Chiffon',
  crepe: 'Crepe',
}

/** Bands are [min, max) in cents, so $49.99 is under $50 and $50.00 starts the next band. */
const PRICE_BANDS: Record<PriceValue, { label: string; minCents: number; maxCents: number }> = {
  'under-50': { label: 'Under $50', minCents: 0, maxCents: 5000 },
  '50-100': { label: '$50 - $100', minCents: 5000, maxCents: 10000 },
  '100-150': { label: '$100 - $150', minCents: 10000, maxCents: 15000 },
  '150-200': { label: '$150 - $200', minCents: 15000, maxCents: 20000 },
  '200-plus': { label: '$200+', minCents: 20000, maxCents: Number.POSITIVE_INFINITY },
}

export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
]

export const DEFAULT_SORT: SortValue = 'featured'

export const FILTER_DEFINITIONS: readonly FilterGroupDefinition[] = [
  {
    key: 'color',
    label: 'Color',
    options: COLOR_VALUES.map((value) => ({
      value,
      label: COLOR_LABELS[value],
      matches: (product: ListingItem) => product.colors.some((color) => color.name === COLOR_LABELS[value]),
    })),
  },
  {
    key: 'size',
    label: 'Size',
    options: SIZE_VALUES.map((value) => ({
      value,
      label: SIZE_LABELS[value],
      matches: (product: ListingItem) => product.sizes.includes(SIZE_LABELS[value]),
    })),
  },
  {
    key: 'fabric',
    label: 'Fabric',
    options: FABRIC_VALUES.map((value) => ({
      value,
      label: FABRIC_LABELS[value],
      matches: (product: ListingItem) => product.fabric === FABRIC_LABELS[value],
    })),
  },
  {
    key: 'price',
    label: 'Price',
    options: PRICE_VALUES.map((value) => {
      const band = PRICE_BANDS[value]
      return {
        value,
        label: band.label,
        matches: (product: ListingItem) => product.price >= band.minCents && product.price < band.maxCents,
      }
    }),
  },
]

export function filterDefinition(group: FilterGroup): FilterGroupDefinition {
  const definition = FILTER_DEFINITIONS.find((candidate) => candidate.key === group)
  if (!definition) throw new Error(`Unknown filter group ${group}`)
  return definition
}
