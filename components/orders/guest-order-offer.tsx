import type { Locale } from '@/lib/i18n/locales'
import { orderTexts } from './order-texts'
import { localePath } from '@/lib/i18n/locale-path'
import Link from '@/components/i18n/locale-link'
import { primaryButton } from '@/components/content/button-styles'
import { RETURN_PARAM } from '@/lib/auth/return-path'
import type { Order } from '@/lib/orders/order-doc'

/**
 * On a guest order's confirmation: how to find this order again (the number and the lookup), and the offer
 * to create an account with the details already filled in. The sign-up link carries only the order id; the
 * form asks the server for the details, which it gives only to this browser (lib/orders/linking/signup-prefill.ts).
 * Once the account exists, this order joins its history (lib/orders/linking/link-guest-orders.ts).
 */
export function GuestOrderOffer({
  order,
  locale = 'en',
}: {
  order: Pick<Order, 'id' | 'number'>
  locale?: Locale
}) {
  const texts = orderTexts[locale].keep
  const number = order.number
  const signUp = `/signup?${new URLSearchParams({ order: order.id, [RETURN_PARAM]: localePath(locale, '/account') })}`
  return (
    <section
      aria-labelledby="guest-order-offer"
      className="border-gold-300/60 bg-gold-100/40 rounded-3xl border p-5 sm:p-6"
    >
      <h2 id="guest-order-offer" className="font-display text-brand-900 text-xl">
        {texts.title}
      </h2>
      <p className="text-ink/80 mt-2 text-sm leading-relaxed">
        {texts.noteBefore} <strong className="text-ink tracking-wide">{number}</strong>
        {texts.noteMiddle}{' '}
        <Link
          href={`/orders/lookup?number=${number}`}
          className="text-brand-700 font-semibold underline underline-offset-2"
        >
          {texts.findAgain}
        </Link>{' '}
        {texts.noteAfter}
      </p>
      <p className="text-ink/80 mt-3 text-sm leading-relaxed">{texts.orCreate}</p>
      <Link href={signUp} className={`${primaryButton} mt-4`}>
        {texts.create}
      </Link>
    </section>
  )
}
