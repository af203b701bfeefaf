import { primaryButton } from '@/components/content/button-styles'
import { getTexts } from '@/lib/i18n/server-locale'
import { confirmTexts } from './confirm-texts'

/**
 * The link page's form for a browser without JavaScript, in the page's static shell: what the page streams
 * (the order number, the form that sends itself) is never shown without JavaScript. A plain POST to the
 * page's own address, which proxy.ts hands to app/api/orders/confirm/[token]; it answers with the prerendered
 * page for its answer. A link scanner that only GETs the page confirms nothing.
 */
export async function ConfirmLinkNoScript() {
  const texts = await getTexts(confirmTexts)
  return (
    <noscript>
      <form method="post" aria-label={texts.region} className="space-y-5 text-center">
        <h1 className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl">{texts.heading}</h1>
        <p className="text-ink/80 mx-auto max-w-xl">{texts.lead}</p>
        <button type="submit" className={primaryButton}>
          {texts.button}
        </button>
      </form>
    </noscript>
  )
}
