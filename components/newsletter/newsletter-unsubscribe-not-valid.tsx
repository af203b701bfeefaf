import Link from '@/components/i18n/locale-link'
import { secondaryButton } from '@/components/content/button-styles'
import { getTexts } from '@/lib/i18n/server-locale'
import { newsletterUnsubscribeTexts } from './newsletter-unsubscribe-texts'

/** "This unsubscribe link is not valid", in the page's language: nothing changed, and what to do instead. */
export async function NewsletterUnsubscribeNotValid() {
  const texts = await getTexts(newsletterUnsubscribeTexts)
  return (
    <section aria-labelledby="newsletter-unsubscribe" className="space-y-4 text-center">
      <h1
        id="newsletter-unsubscribe"
        className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl"
      >
        {texts['not-valid'].title}
      </h1>
      <p className="text-ink/80 mx-auto max-w-xl">{texts['not-valid'].detail}</p>
      <div className="pt-2">
        <Link href="/" className={secondaryButton}>
          {texts.home}
        </Link>
      </div>
    </section>
  )
}
