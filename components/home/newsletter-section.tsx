import { site } from '@/data/site'
import { WELCOME_CODE } from '@/lib/promo/promo-codes'
import { getTexts } from '@/lib/i18n/server-locale'
import { NewsletterSignup } from './newsletter-signup'
import { newsletterTexts } from './newsletter-texts'

export async function NewsletterSection() {
  const texts = await getTexts(newsletterTexts)
  const percent = site.firstOrderDiscountPercent
  return (
    <section aria-labelledby="newsletter-heading" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="bg-brand-900 relative mx-auto max-w-5xl overflow-hidden rounded-3xl px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <span
          aria-hidden="true"
          className="border-gold-300/25 absolute -end-24 -top-24 size-64 rounded-full border"
        />
        <span
          aria-hidden="true"
          className="border-gold-300/15 absolute -start-20 -bottom-28 size-72 rounded-full border"
        />
        <div className="relative">
          <p className="text-gold-300 text-xs font-semibold tracking-[0.3em] uppercase">{texts.eyebrow}</p>
          <h2 id="newsletter-heading" className="font-display mt-3 text-3xl font-semibold sm:text-4xl">
            {texts.heading}
          </h2>
          <p className="mx-auto mt-4 mb-8 max-w-xl leading-relaxed text-white/80">
            {texts.leadBefore} <strong className="text-gold-300 font-semibold">{texts.offer(percent)}</strong>{' '}
            {texts.leadAfter}
          </p>
          <NewsletterSignup discountPercent={percent} welcomeCode={WELCOME_CODE} />
        </div>
      </div>
    </section>
  )
}
