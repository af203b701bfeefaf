import { Countdown } from '@/components/countdown/countdown'
import { site } from '@/data/site'
import { DismissibleBanner } from './dismissible-banner'

const ONE_DAY_MS = 24 * 60 * 60 * 1000

export function PromoBanner() {
  const { code, percentOff } = site.promo
  return (
    <DismissibleBanner>
      <p className="text-xs leading-snug sm:text-sm">
        <span className="font-medium">{percentOff}% off your first order</span> with code{' '}
        <strong className="border-gold-300/70 text-gold-100 rounded border border-dashed px-1.5 py-px font-semibold tracking-widest">
          {code}
        </strong>
      </p>
      <div className="flex items-center gap-2 text-xs">
        <span className="shrink-0 whitespace-nowrap text-white/75">Ends in</span>
        <Countdown durationFromLoadMs={ONE_DAY_MS} size="sm" tone="light" />
      </div>
    </DismissibleBanner>
  )
}
