import { formatRating } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { saleTexts } from './sale-texts'

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z'

/**
 * Five stars filled to the rating (a 4.5 shows four and a half), the figure to one decimal and the review
 * count. The stars are decorative; the words carry the meaning for screen readers.
 */
export function StarRating({
  rating,
  reviews,
  locale = 'en',
}: {
  rating: number
  reviews: number
  locale?: Locale
}) {
  const texts = saleTexts[locale]
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100))
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="relative inline-flex" aria-hidden="true">
        <Stars className="text-gold-300/50" />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${percent}%` }}>
          <Stars className="text-gold-500" />
        </span>
      </span>
      <span className="sr-only">{texts.rated}</span>
      <span className="text-ink font-semibold">{formatRating(rating)}</span>
      <span className="sr-only">{texts.outOf}</span>
      <span className="text-ink/65">{texts.reviews(reviews)}</span>
    </div>
  )
}

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex shrink-0 gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  )
}
