import Link from '@/components/i18n/server-locale-link'
import { offlineTexts } from '@/components/offline/offline-texts'
import { OfflineGoBack } from '@/components/offline/offline-go-back'
import { OfflineView } from '@/components/offline/offline-view'
import { getTexts } from '@/lib/i18n/server-locale'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...offlineTexts.en.page,
    ur: offlineTexts.ur.page,
    path: '/offline',
    noindex: true,
  })

/**
 * What the service worker (sw/service-worker.ts) shows offline for a page it has not kept, in that page's
 * language; at the bag's address, the bag as last seen. Prerendered in both languages and kept by every
 * deployment's worker when it installs.
 */
export default async function OfflinePage() {
  const texts = await getTexts(offlineTexts)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <OfflineView>
        <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">{texts.heading}</h1>
        <p className="text-ink/80 mt-4 text-base leading-relaxed">{texts.message}</p>
        <p className="text-ink/70 mt-2 text-sm">{texts.whenBack}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <OfflineGoBack className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold text-white" />
          <Link
            href="/"
            className="border-brand-300 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border px-6 text-sm font-semibold"
          >
            {texts.tryHome}
          </Link>
        </div>
      </OfflineView>
    </div>
  )
}
