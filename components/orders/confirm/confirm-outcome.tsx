import Link from '@/components/i18n/locale-link'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import { type ConfirmAnswer, confirmDetailTexts, confirmTitleTexts } from '@/lib/i18n/confirm-message-texts'
import type { Locale } from '@/lib/i18n/locales'
import { wordsFor } from '@/lib/i18n/messages'
import { confirmTexts } from './confirm-texts'
import { OrderNumberLine } from './order-number-line'

/** Answers after which the shopper may want to find her order or reach the shop. */
const SEND_ELSEWHERE: ReadonlySet<ConfirmAnswer['code']> = new Set([
  'confirm-expired',
  'confirm-invalid',
  'invalid-input',
  'unavailable',
  'unexpected',
])

/**
 * One answer of the confirmation loop as a calm page section: a headline, what happened and, when the link
 * could not do its job, the way to the order lookup and the shop's contact. Shared by the server page and
 * its client form, so it has no hooks.
 */
export function ConfirmOutcome({
  answer,
  orderNumber,
  locale,
}: {
  answer: ConfirmAnswer
  orderNumber: string | null
  locale: Locale
}) {
  const texts = confirmTexts[locale]
  return (
    <section aria-labelledby="confirm-outcome" className="space-y-4 text-center">
      <h1 id="confirm-outcome" className="font-display text-brand-900 text-3xl leading-tight sm:text-4xl">
        {wordsFor(confirmTitleTexts[locale], answer)}
      </h1>
      {orderNumber && <OrderNumberLine orderNumber={orderNumber} locale={locale} />}
      <p className="text-ink/80 mx-auto max-w-xl">{wordsFor(confirmDetailTexts[locale], answer)}</p>
      {SEND_ELSEWHERE.has(answer.code) && <p className="text-ink/80">{texts.contact}</p>}
      <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
        {SEND_ELSEWHERE.has(answer.code) && (
          <Link href="/orders/lookup" className={primaryButton}>
            {texts.findOrder}
          </Link>
        )}
        <Link href="/" className={SEND_ELSEWHERE.has(answer.code) ? secondaryButton : primaryButton}>
          {texts.continueShopping}
        </Link>
      </div>
    </section>
  )
}
