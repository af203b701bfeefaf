import type { Facet } from '@/lib/listing/apply'
import { toggleFilter, type ListingState } from '@/lib/listing/state'
import { useTexts } from '@/components/i18n/locale-context'
import { listingTexts } from './listing-texts'

/** The filters in force as removable chips, so a shared filtered link says what it is showing. */
export function ActiveFilters({
  facets,
  state,
  onChange,
}: {
  facets: Facet[]
  state: ListingState
  onChange: (next: ListingState) => void
}) {
  const chips = facets.flatMap((facet) =>
    facet.options
      .filter((option) => option.selected)
      .map((option) => ({
        group: facet.key,
        groupLabel: facet.label,
        value: option.value,
        label: option.label,
      })),
  )
  const texts = useTexts(listingTexts)
  if (chips.length === 0) return null
  return (
    <ul aria-label={texts.activeFilters} className="mt-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.group}-${chip.value}`}>
          <button
            type="button"
            aria-label={texts.removeFilter(chip.groupLabel, chip.label)}
            onClick={() => onChange(toggleFilter(state, chip.group, chip.value))}
            className="bg-brand-100 text-brand-900 hover:bg-brand-200 focus-visible:outline-brand-600 inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {chip.label}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  )
}
