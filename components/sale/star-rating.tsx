import { Stars } from '@/components/ui/stars'
import { formatRating } from '@/lib/format/rating'
import type { Locale } from '@/lib/i18n/locales'
import { saleTexts } from './sale-texts'

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
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 text-xs sm:gap-x-2 sm:text-sm">
      <Stars rating={rating} />
      <span className="sr-only">{texts.rated}</span>
      <span className="text-ink font-semibold">{formatRating(rating)}</span>
      <span className="sr-only">{texts.outOf}</span>
      <span className="text-ink/65 whitespace-nowrap">{texts.reviews(reviews)}</span>
    </div>
  )
}
