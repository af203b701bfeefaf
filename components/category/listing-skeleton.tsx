import { getTexts } from '@/lib/i18n/server-locale'
import { listingTexts } from './listing-texts'
import { PRODUCT_GRID_CLASS } from './product-grid-class'

/** Shown in the static shell of a filtered page for the moment the server needs to apply the filters. */
export async function ListingSkeleton() {
  const texts = await getTexts(listingTexts)
  return (
    <div role="status" aria-busy="true" aria-label={texts.loading}>
      <div className="border-brand-100 flex items-center justify-between gap-3 border-y py-3">
        <div className="bg-brand-100 h-4 w-24 animate-pulse rounded" />
        <div className="flex gap-3">
          <div className="bg-brand-100 h-11 w-24 animate-pulse rounded-full" />
          <div className="bg-brand-100 h-11 w-44 animate-pulse rounded-full" />
        </div>
      </div>
      <ul className={`mt-6 ${PRODUCT_GRID_CLASS}`}>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} aria-hidden="true">
            <div className="bg-brand-100 aspect-[3/4] animate-pulse rounded-2xl" />
            <div className="bg-brand-100 mt-3 h-4 w-3/4 animate-pulse rounded" />
            <div className="bg-brand-100 mt-2 h-4 w-1/4 animate-pulse rounded" />
          </li>
        ))}
      </ul>
    </div>
  )
}
