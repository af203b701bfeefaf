import { connection } from 'next/server'
import { currentLocale } from '@/lib/i18n/server-locale'
import { unsubscribeNewsletterAction } from '@/lib/newsletter/unsubscribe-action'
import { readUnsubscribeState } from '@/lib/newsletter/newsletter-reads'
import { NewsletterLinkAnswer } from './newsletter-link-answer'
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
    <NewsletterLinkAnswer
      headingId="newsletter-unsubscribe"
      title={texts[state].title}
      detail={texts[state].detail}
      alert={
        state === 'subscribed' &&
        failed && (
          <p role="alert" className="font-medium text-red-800">
            {texts.failed}
          </p>
        )
      }
      press={
        state === 'subscribed' ? { action: unsubscribeNewsletterAction, token, label: texts.button } : null
      }
      homeLabel={texts.home}
      locale={locale}
    />
  )
}
