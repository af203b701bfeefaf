import type { Metadata } from 'next'
import { Suspense } from 'react'
import { backInStockTexts } from '@/components/product/back-in-stock-texts'
import { StockAlertConfirmPage } from '@/components/stock-alerts/stock-alert-confirm-page'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = backInStockTexts[await currentLocale()].confirm
  // The link carries a token: never indexed, and the page renders per request.
  return { title: texts.ready.title, robots: { index: false, follow: false } }
}

/** The "tell me when it's back" confirmation link. Open to anyone: the signed token is the proof. */
export default function StockAlertConfirmLinkPage({
  params,
  searchParams,
}: PageProps<'/[lang]/stock-alerts/confirm/[token]'>) {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <Suspense
          fallback={<div aria-busy="true" className="bg-brand-50 mx-auto h-40 animate-pulse rounded-3xl" />}
        >
          <StockAlertConfirmPage params={params} searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  )
}
