import { connection } from 'next/server'
import Link from '@/components/i18n/locale-link'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import { currentLocale } from '@/lib/i18n/server-locale'
import { unsubscribeNewsletterAction } from '@/lib/newsletter/unsubscribe-action'
import { readUnsubscribeState } from '@/lib/newsletter/newsletter-reads'
import { NewsletterUnsubscribeNotValid } from './newsletter-unsubscribe-not-valid'
import { newsletterUnsubscribeTexts } from './newsletter-unsubscribe-texts'

/**
 * /newsletter/unsubscribe?token=…, per request: read without changing anything (mail scanners open links),
 * then one "Unsubscribe" button, a plain form posting to a server action, so it works without JavaScript too;
 * once the address is out, "You are unsubscribed". A link the shop did not sign never gets here: proxy.ts
 * answers it with a 404 page that says so (lib/newsletter/unsubscribe-link-route.ts).
 */
export async function NewsletterUnsubscribePage({ token, failed }: { token: string; failed: boolean }) {
  await connection()
  const [state, locale] = await Promise.all([readUnsubscribeState(token), currentLocale()])
  // proxy.ts has already sent a forged token to the 404 page; this is for a request that reached us otherwise.
  if (state === 'not-valid') return <NewsletterUnsubscribeNotValid />
  const texts = newsletterUnsubscribeTexts[locale]
  return (
    <section aria-labelledby="newsletter-unsubscribe" className="space-y-4 text-center">
      <h1
        id="newsletter-unsubscribe"
        className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl"
      >
        {texts[state].title}
      </h1>
      <p className="text-ink/80 mx-auto max-w-xl">{texts[state].detail}</p>
      {state === 'subscribed' && failed && (
        <p role="alert" className="font-medium text-red-800">
          {texts.failed}
        </p>
      )}
      <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
        {state === 'subscribed' ? (
          <form action={unsubscribeNewsletterAction}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="language" value={locale} />
            <button type="submit" className={primaryButton}>
              {texts.button}
            </button>
          </form>
        ) : (
          <Link href="/" className={secondaryButton}>
            {texts.home}
          </Link>
        )}
      </div>
    </section>
  )
}
