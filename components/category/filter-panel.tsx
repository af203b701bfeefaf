import type { Facet } from '@/lib/listing/apply'
import { clearFilters, isFiltered, toggleFilter, type ListingState } from '@/lib/listing/state'
import { useTexts } from '@/components/i18n/locale-context'
import { FILTER_PANEL_ID } from './filter-toggle'
import { listingTexts } from './listing-texts'

/**
 * The filter checkboxes, OR within a group and AND across groups. It is a GET form with the URL's own field
 * names, so its markup describes the same query the shopper builds; each tick applies at once.
 */
export function FilterPanel({
  open,
  facets,
  state,
  action,
  onChange,
}: {
  open: boolean
  facets: Facet[]
  state: ListingState
  action: string
  onChange: (next: ListingState) => void
}) {
  const texts = useTexts(listingTexts)
  return (
    <form
      id={FILTER_PANEL_ID}
      method="get"
      action={action}
      hidden={!open}
      aria-label={texts.filterProducts}
      onSubmit={(event) => event.preventDefault()}
      className="border-brand-100 mt-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid grid-cols-2 gap-x-6 gap-y-6 md:grid-cols-4">
        {facets.map((facet) => (
          <fieldset key={facet.key} className="min-w-0">
            <legend className="font-display text-brand-900 text-base font-semibold">{facet.label}</legend>
            <ul className="mt-2 space-y-0.5">
              {facet.options.map((option) => {
                const id = `filter-${facet.key}-${option.value}`
                return (
                  <li key={option.value}>
                    <label
                      htmlFor={id}
                      className={`filter-option ${
                        option.disabled
                          ? 'text-ink/40 cursor-not-allowed'
                          : 'text-ink hover:bg-brand-50 cursor-pointer'
                      }`}
                    >
                      <input
                        id={id}
                        type="checkbox"
                        name={facet.key}
                        value={option.value}
                        checked={option.selected}
                        disabled={option.disabled}
                        onChange={() => onChange(toggleFilter(state, facet.key, option.value))}
                        className="accent-brand-700 size-4 shrink-0 rounded"
                      />
                      <span className="flex-1">{option.label}</span>
                      <span className="text-ink-muted text-xs tabular-nums">({option.count})</span>
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="border-brand-100 mt-4 flex justify-end border-t pt-4">
        <button
          type="button"
          disabled={!isFiltered(state)}
          onClick={() => onChange(clearFilters(state))}
          className="text-brand-700 focus-visible:outline-brand-600 disabled:text-ink/40 inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:no-underline"
        >
          {texts.clearAll}
        </button>
      </div>
    </form>
  )
}
