import { useTexts } from '@/components/i18n/locale-context'
import { listingTexts } from './listing-texts'
export const FILTER_PANEL_ID = 'listing-filters'
export const FILTER_TOGGLE_ID = 'listing-filter-toggle'

/** Opens and closes the filter panel; the badge counts the filters in force. */
export function FilterToggle({
  open,
  onToggle,
  activeCount,
}: {
  open: boolean
  onToggle: () => void
  activeCount: number
}) {
  const texts = useTexts(listingTexts)
  return (
    <button
      id={FILTER_TOGGLE_ID}
      type="button"
      aria-expanded={open}
      aria-controls={FILTER_PANEL_ID}
      onClick={onToggle}
      className="border-brand-200 text-brand-900 hover:border-brand-400 focus-visible:outline-brand-600 aria-expanded:border-brand-700 aria-expanded:bg-brand-50 inline-flex min-h-11 items-center gap-2 rounded-full border bg-white px-3 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 sm:px-4"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
      >
        <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
      </svg>
      {texts.filter}
      {activeCount > 0 ? (
        <span
          aria-hidden="true"
          className="bg-brand-700 inline-flex size-5 items-center justify-center rounded-full text-[0.7rem] text-white"
        >
          {activeCount}
        </span>
      ) : null}
    </button>
  )
}
