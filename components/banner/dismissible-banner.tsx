'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { CloseIcon } from '@/components/ui/icons'
import { PROMO_BANNER_ID, PROMO_DISMISSED_KEY, SITE_HEADER_ID } from './banner-ids'
import {
  dismissPromo,
  isPromoDismissed,
  isPromoDismissedOnServer,
  subscribeToDismissal,
} from './promo-dismissal'

// Runs while the HTML is parsed, before the first paint: a visitor who closed the banner earlier in this
// session never sees it flash back on a reload, and new visitors get the server-rendered banner with no jump.
const hideIfDismissed = `try{if(sessionStorage.getItem(${JSON.stringify(PROMO_DISMISSED_KEY)})==='1'){var s=document.createElement('style');s.textContent='#${PROMO_BANNER_ID}{display:none!important}#${SITE_HEADER_ID}{top:0!important}';document.head.appendChild(s)}}catch(e){}`

/**
 * The banner's sticky frame and close button. It stays in the DOM when closed (`hidden`), so the header's
 * ResizeObserver sees its height drop to 0.
 */
export function DismissibleBanner({
  children,
  label = 'Promotion',
  dismissLabel = 'Dismiss promotion',
}: {
  children: ReactNode
  /** The region's and the close button's names, in the page's language (promo-banner.tsx). */
  label?: string
  dismissLabel?: string
}) {
  const dismissed = useSyncExternalStore(subscribeToDismissal, isPromoDismissed, isPromoDismissedOnServer)

  return (
    <>
      {/* Executable only in the server HTML; React would warn about (and never run) a script it renders. */}
      <script
        type={typeof window === 'undefined' ? 'text/javascript' : 'text/plain'}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: hideIfDismissed }}
      />
      <section
        id={PROMO_BANNER_ID}
        aria-label={label}
        hidden={dismissed}
        className="bg-brand-900 sticky top-0 z-50 text-white"
      >
        {/* The line is centred, so each piece a slow phone paints before the rest is parsed would move the
            ones before it: the pieces show once the marker after them is in (app/globals.css,
            [data-promo-line]), and the close button, parsed last, sits in space kept free for it. */}
        <div className="relative mx-auto flex min-h-14 max-w-7xl items-center py-1.5 ps-4 pe-14 sm:ps-6 lg:min-h-10 lg:ps-8 lg:pe-19">
          <div
            data-promo-line
            className="flex min-w-0 flex-1 flex-col items-center justify-center gap-x-6 gap-y-0.5 text-center lg:flex-row"
          >
            {children}
            <span data-promo-line-end hidden />
          </div>
          <button
            type="button"
            onClick={dismissPromo}
            aria-label={dismissLabel}
            className="absolute end-1 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white lg:end-8 lg:size-9"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      </section>
    </>
  )
}
