import { NewsletterLinkAnswer } from '@/components/newsletter/newsletter-link-answer'
import { newsletterConfirmTexts } from '@/components/newsletter/newsletter-confirm-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

/** "This link is not valid", in the page's language, for the 404 proxy.ts gives a forged confirmation link. */
export default async function NewsletterConfirmLinkNotValid() {
  const locale = await currentLocale()
  const texts = newsletterConfirmTexts[locale]
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <NewsletterLinkAnswer
          headingId="newsletter-confirm"
          title={texts['not-valid'].title}
          detail={texts['not-valid'].detail}
          press={null}
          homeLabel={texts.home}
          locale={locale}
        />
      </div>
    </div>
  )
}
