import { connection } from 'next/server'
import Link from '@/components/i18n/locale-link'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import { currentLocale } from '@/lib/i18n/server-locale'
import { confirmNewsletterAction } from '@/lib/newsletter/confirm-action'
import { readNewsletterLinkState } from '@/lib/newsletter/newsletter-reads'
import { newsletterConfirmTexts } from './newsletter-confirm-texts'

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
  const token = safeDecode(encoded)
  const state = await readNewsletterLinkState(token)
  const answer = state === 'already-confirmed' && query.done !== undefined ? 'confirmed' : state
  const texts = newsletterConfirmTexts[locale]
  return (
    <section aria-labelledby="newsletter-confirm" className="space-y-4 text-center">
      <h1 id="newsletter-confirm" className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl">
        {texts[answer].title}
      </h1>
      <p className="text-ink/80 mx-auto max-w-xl">{texts[answer].detail}</p>
      <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
        {answer === 'ready' ? (
          <form action={confirmNewsletterAction}>
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

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
