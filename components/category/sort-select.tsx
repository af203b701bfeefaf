import { SORT_OPTIONS, SORT_VALUES, type SortValue } from '@/lib/listing/options'
import { withSort, type ListingState } from '@/lib/listing/state'
import { useTexts } from '@/components/i18n/locale-context'
import { listingTexts } from './listing-texts'

function isSortValue(value: string): value is SortValue {
  return (SORT_VALUES as readonly string[]).includes(value)
}

/**
 * The sort dropdown. `featuredLabel` renames the default order where it means something else: on the search
 * results page the items arrive best match first, so "Featured" there reads "Best match".
 */
export function SortSelect({
  state,
  onChange,
  featuredLabel,
}: {
  state: ListingState
  onChange: (next: ListingState) => void
  featuredLabel?: string
}) {
  const texts = useTexts(listingTexts)
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor="listing-sort"
        className="text-ink/80 text-sm font-medium whitespace-nowrap max-sm:sr-only"
      >
        {texts.sortBy}
      </label>
      <select
        id="listing-sort"
        value={state.sort}
        onChange={(event) => {
          const value = event.target.value
          if (isSortValue(value)) onChange(withSort(state, value))
        }}
        className="border-brand-200 text-brand-900 focus-visible:outline-brand-600 min-h-11 rounded-full border bg-white py-2 ps-3 pe-8 text-sm font-medium shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 sm:ps-4 sm:pe-9"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value === 'featured' && featuredLabel ? featuredLabel : texts.sort[option.value]}
          </option>
        ))}
      </select>
    </div>
  )
}
