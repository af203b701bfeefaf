import { NewsletterUnsubscribeNotValid } from '@/components/newsletter/newsletter-unsubscribe-not-valid'

/** "This unsubscribe link is not valid", in the page's language, for the 404 proxy.ts gives a forged token. */
export default function NewsletterUnsubscribeLinkNotValid() {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <NewsletterUnsubscribeNotValid />
      </div>
    </div>
  )
}
