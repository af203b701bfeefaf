import { getTexts } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import Link from '@/components/i18n/server-locale-link'
import { Countdown } from '@/components/countdown/countdown'

/** The Eid sale ends 14 days after the page loads (specification §4). */
const SALE_DURATION_MS = 14 * 24 * 3600 * 1000

export async function SaleStrip() {
  const texts = (await getTexts(homeTexts)).sale
  return (
    <section
      aria-labelledby="eid-sale-heading"
      className="from-brand-900 via-brand-800 to-brand-900 bg-gradient-to-r text-white rtl:bg-gradient-to-l"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-10 text-center sm:px-6 lg:flex-row lg:justify-between lg:px-8 lg:text-start">
        <div>
          <p className="text-gold-300 text-xs font-semibold tracking-[0.3em] uppercase">{texts.kicker}</p>
          <h2 id="eid-sale-heading" className="font-display mt-2 text-3xl font-semibold sm:text-4xl">
            {texts.title}
          </h2>
        </div>
        <Countdown durationFromLoadMs={SALE_DURATION_MS} tone="light" size="lg" />
        <Link
          href="/sale"
          className="bg-gold-300 text-brand-950 hover:bg-gold-100 inline-flex min-h-12 items-center rounded-full px-8 text-sm font-semibold tracking-wide uppercase transition-colors focus-visible:outline-white"
        >
          {texts.shop}
        </Link>
      </div>
    </section>
  )
}
