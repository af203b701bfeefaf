import type { Metadata } from 'next'
import { NewsletterUnsubscribePage } from '@/components/newsletter/newsletter-unsubscribe-page'
import { newsletterUnsubscribeTexts } from '@/components/newsletter/newsletter-unsubscribe-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

export async function generateMetadata(): Promise<Metadata> {
  const texts = newsletterUnsubscribeTexts[await currentLocale()]
  // The link carries a token: never indexed, and the page renders per request (private, no-store).
  return { title: texts.title, robots: { index: false, follow: false } }
}

/** Rendered whole per request, with no static shell: it reads the token from the query, outside <Suspense>. */
export const instant = false

/** The "Unsubscribe" link at the foot of every newsletter e-mail. Open to anyone: the token is the proof. */
export default async function NewsletterUnsubscribeLinkPage({
  searchParams,
}: PageProps<'/[lang]/newsletter/unsubscribe'>) {
  const query = await searchParams
  const token = typeof query.token === 'string' ? query.token : ''
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <NewsletterUnsubscribePage token={token} failed={query.failed !== undefined} />
      </div>
    </div>
  )
}
