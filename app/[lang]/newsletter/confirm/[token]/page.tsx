import type { Metadata } from 'next'
import { Suspense } from 'react'
import { NewsletterConfirmPage } from '@/components/newsletter/newsletter-confirm-page'
import { newsletterConfirmTexts } from '@/components/newsletter/newsletter-confirm-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = newsletterConfirmTexts[await currentLocale()]
  // The link carries a token: never indexed, and the page renders per request (private, no-store).
  return { title: texts.title, robots: { index: false, follow: false } }
}

/** The "Confirm my subscription" link from the newsletter's double opt-in e-mail. Open to anyone. */
export default function NewsletterConfirmLinkPage({
  params,
  searchParams,
}: PageProps<'/[lang]/newsletter/confirm/[token]'>) {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <Suspense
          fallback={<div aria-busy="true" className="bg-brand-50 mx-auto h-40 animate-pulse rounded-3xl" />}
        >
          <NewsletterConfirmPage params={params} searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  )
}
