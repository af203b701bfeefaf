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
        <div className="mx-auto flex min-h-14 max-w-7xl items-center gap-2 py-1.5 ps-4 pe-1 sm:ps-6 lg:min-h-10 lg:px-8">
          <div className="flex min-w-0 flex-1 flex-col items-center justify-center gap-x-6 gap-y-0.5 text-center lg:flex-row">
            {children}
          </div>
          <button
            type="button"
            onClick={dismissPromo}
            aria-label={dismissLabel}
            className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white lg:size-9"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      </section>
    </>
  )
}
