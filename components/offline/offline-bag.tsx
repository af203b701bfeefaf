'use client'

import { useSyncExternalStore } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { Picture } from '@/components/ui/picture'
import { valueLabelIn } from '@/components/category/listing-texts'
import { formatCents } from '@/lib/format/price'
import { formatShopMoment } from '@/lib/format/date'
import { lastBag, type LastBag } from '@/lib/offline/last-bag'
import { offlineTexts } from './offline-texts'

const subscribeToNothing = () => () => {}
// One reading per page: the kept bag changes only where the bag is shown or added to, never on this page.
let reading: { bag: LastBag | null } | undefined
const readLastBag = () => (reading ??= { bag: lastBag() })

/**
 * The bag as this phone last saw it, for the bag's address answered offline (the service worker's offline
 * page, sw/service-worker.ts): plainly marked as not current, with nothing that would change it.
 */
export function OfflineBag() {
  const locale = useLocale()
  const texts = offlineTexts[locale]
  const kept = useSyncExternalStore(subscribeToNothing, readLastBag, () => undefined)
  if (kept === undefined) return null
  const bag = kept.bag
  return (
    <section aria-labelledby="offline-bag-heading" data-testid="offline-bag">
      <h1 id="offline-bag-heading" className="font-display text-brand-900 text-3xl sm:text-4xl">
        {texts.bagHeading}
      </h1>
      <p
        role="status"
        className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        {bag
          ? texts.bagNotCurrent(formatShopMoment(new Date(bag.savedAt).toISOString(), locale))
          : texts.bagUnknown}
      </p>
      {bag && bag.lines.length === 0 ? <p className="text-ink/75 mt-6">{texts.bagEmpty}</p> : null}
      {bag && bag.lines.length > 0 ? (
        <>
          <ul className="divide-brand-100 mt-6 divide-y opacity-90">
            {bag.lines.map((line) => (
              <li key={line.key} className="flex gap-4 py-4">
                <Picture
                  name={line.image}
                  alt=""
                  sizes="64px"
                  className="aspect-[3/4] w-16 rounded-xl object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-ink font-medium">{line.name}</p>
                  <p className="text-ink/70 text-sm">
                    {[
                      line.color ? valueLabelIn(locale, line.color) : null,
                      line.size,
                      texts.quantity(line.quantity),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <p className="text-brand-800 font-semibold">{formatCents(line.lineTotal)}</p>
              </li>
            ))}
          </ul>
          <p className="border-brand-100 flex justify-between border-t pt-4 font-semibold">
            <span>{texts.total}</span>
            <span>{formatCents(bag.total)}</span>
          </p>
        </>
      ) : null}
    </section>
  )
}
