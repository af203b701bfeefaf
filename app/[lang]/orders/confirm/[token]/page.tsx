import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ConfirmLinkNoScript } from '@/components/orders/confirm/confirm-link-noscript'
import { ConfirmLinkPage } from '@/components/orders/confirm/confirm-link-page'
import { confirmTexts } from '@/components/orders/confirm/confirm-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = confirmTexts[await currentLocale()].page
  // The link carries a token: never indexed, and the page renders per request (private, no-store).
  return { title: texts.title, robots: { index: false, follow: false } }
}

/**
 * The "Confirm my order" link from the order-received e-mail. Open without signing in (lib/auth/gate.ts):
 * the signed token is the proof. Opening it changes nothing; the form on it confirms (a POST).
 */
export default function ConfirmOrderLinkPage({ params }: PageProps<'/[lang]/orders/confirm/[token]'>) {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <Suspense
          fallback={
            <>
              <ConfirmLinkNoScript />
              <div aria-busy="true" className="bg-brand-50 mx-auto h-40 animate-pulse rounded-3xl" />
            </>
          }
        >
          <ConfirmLinkPage params={params} />
        </Suspense>
      </div>
    </div>
  )
}
