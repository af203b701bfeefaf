import { currentLocale } from '@/lib/i18n/server-locale'
import type { Locale } from '@/lib/i18n/locales'
import { NewsletterLinkAnswer } from './newsletter-link-answer'

type LinkNotValidTexts = { 'not-valid': { title: string; detail: string }; home: string }

/**
 * "This link is not valid", in the page's language, for a mailed confirmation link the shop did not sign
 * (the newsletter's, a stock alert's): the not-found.tsx beside the page proxy.ts rewrites it to with a 404.
 */
export async function LinkNotValid({
  headingId,
  texts,
}: {
  headingId: string
  texts: Readonly<Record<Locale, LinkNotValidTexts>>
}) {
  const locale = await currentLocale()
  const words = texts[locale]
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <NewsletterLinkAnswer
          headingId={headingId}
          title={words['not-valid'].title}
          detail={words['not-valid'].detail}
          press={null}
          homeLabel={words.home}
          locale={locale}
        />
      </div>
    </div>
  )
}
