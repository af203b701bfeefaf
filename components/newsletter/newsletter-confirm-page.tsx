import { connection } from 'next/server'
import { currentLocale } from '@/lib/i18n/server-locale'
import { confirmNewsletterAction } from '@/lib/newsletter/confirm-action'
import { readNewsletterLinkState } from '@/lib/newsletter/newsletter-reads'
import { NewsletterLinkAnswer } from './newsletter-link-answer'
import { newsletterConfirmTexts } from './newsletter-confirm-texts'
import { decodePathSegment } from '@/lib/http/decode-path-segment'

/**
 * /newsletter/confirm/{token}, per request: what the link can still do, read without changing anything (mail
 * scanners open links). A pending subscription gets one button, a plain form posting to a server action, so
 * it works without JavaScript too; `?done` (set by that action) words a confirmed one as a fresh thank-you.
 */
export async function NewsletterConfirmPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await connection()
  const [{ token: encoded }, query, locale] = await Promise.all([params, searchParams, currentLocale()])
  const token = decodePathSegment(encoded)
  const state = await readNewsletterLinkState(token)
  const answer = state === 'already-confirmed' && query.done !== undefined ? 'confirmed' : state
  const texts = newsletterConfirmTexts[locale]
  return (
    <NewsletterLinkAnswer
      headingId="newsletter-confirm"
      title={texts[answer].title}
      detail={texts[answer].detail}
      press={answer === 'ready' ? { action: confirmNewsletterAction, token, label: texts.button } : null}
      homeLabel={texts.home}
      locale={locale}
    />
  )
}
