'use client'

import { useMemo, useSyncExternalStore } from 'react'
import { EmptyState } from '@/components/content/empty-state'
import { useLocale } from '@/components/i18n/locale-context'
import type { SaleOffer } from '@/lib/sale'
import { isSaleRunning, msUntilNextSaleEnd } from '@/lib/sale-clock'
import { SaleCard } from './sale-card'
import { SaleListSkeleton } from './sale-list-skeleton'
import { saleTexts } from './sale-texts'

/**
 * The visitor's clock as an external store that only moves when a sale ends. Its first reading happens in
 * the browser (never while the page is prerendered), and it wakes exactly when the next sale ends.
 */
function saleClock(offers: readonly SaleOffer[]) {
  const entries = offers.map((offer) => offer.entry)
  let now: number | null = null
  return {
    snapshot: () => (now ??= Date.now()),
    subscribe(notify: () => void) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const schedule = () => {
        const left = msUntilNextSaleEnd(entries, Date.now())
        if (left === null) return
        timer = setTimeout(() => {
          now = Date.now()
          notify()
          schedule()
        }, left)
      }
      schedule()
      return () => clearTimeout(timer)
    },
  }
}

/**
 * The sales still running, decided with the visitor's clock. The sale page is static HTML served from a
 * cache, so it cannot know what time the shopper opens it. Sales that had ended when the page was rendered
 * (`renderedAt`) are over for sure; if none was left then, the empty state is right from the first paint.
 * Otherwise the skeleton (the size of the cards) holds the place until the browser has read its clock, and
 * then only the running ones show, each dropping out when its countdown reaches zero.
 */
export function SaleList({ offers, renderedAt }: { offers: SaleOffer[]; renderedAt: number }) {
  const locale = useLocale()
  const texts = saleTexts[locale]
  const clock = useMemo(() => saleClock(offers), [offers])
  const nowMs = useSyncExternalStore(clock.subscribe, clock.snapshot, () => null)

  const runningAtRender = offers.some((offer) => isSaleRunning(offer.entry, renderedAt))
  if (nowMs === null && runningAtRender) return <SaleListSkeleton />
  const running = offers.filter((offer) => isSaleRunning(offer.entry, nowMs ?? renderedAt))
  if (running.length === 0) {
    return (
      <EmptyState
        title={texts.empty.title}
        message={texts.empty.message}
        action={{ label: texts.empty.action, href: '/' }}
        icon={<TagIcon />}
      />
    )
  }
  return (
    <ul
      className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-3"
      aria-label={texts.list}
    >
      {running.map((sale) => (
        <li key={sale.entry.productId}>
          <SaleCard sale={sale} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

function TagIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" className="size-8">
      <path d="M20.6 13.4l-7.2 7.2a2 2 0 01-2.8 0L3 13V3h10l7.6 7.6a2 2 0 010 2.8z" strokeLinejoin="round" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </svg>
  )
}
