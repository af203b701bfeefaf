import { Countdown } from '@/components/countdown/countdown'
import { site } from '@/data/site'
import { countdownTexts } from '@/components/countdown/countdown-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { DismissibleBanner } from './dismissible-banner'

const ONE_DAY_MS = 24 * 60 * 60 * 1000

export async function PromoBanner() {
  const { code } = site.promo
  const texts = (await getTexts(countdownTexts)).banner
  return (
    <DismissibleBanner label={texts.region} dismissLabel={texts.dismiss}>
      <p className="text-xs leading-snug sm:text-sm">
        <span className="font-medium">{texts.offer}</span> {texts.withCode}{' '}
        <strong className="border-gold-300/70 text-gold-100 rounded border border-dashed px-1.5 py-px font-semibold tracking-widest">
          {code}
        </strong>
      </p>
      <div className="flex items-center gap-2 text-xs">
        <span className="shrink-0 whitespace-nowrap text-white/75">{texts.endsIn}</span>
        <Countdown durationFromLoadMs={ONE_DAY_MS} size="sm" tone="light" />
      </div>
    </DismissibleBanner>
  )
}
