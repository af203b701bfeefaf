import { Picture } from '@/components/ui/picture'
import Link from '@/components/i18n/locale-link'
import { Countdown } from '@/components/countdown/countdown'
import { primaryButton } from '@/components/content/button-styles'
import type { SaleOffer } from '@/lib/sale'
import type { Locale } from '@/lib/i18n/locales'
import { formatCents } from '@/lib/format/price'
import { StarRating } from './star-rating'
import { saleTexts } from './sale-texts'

/** One running flash sale: the product (its name already in the page's language), its deal, and the time left. */
export function SaleCard({ sale: { entry, product }, locale }: { sale: SaleOffer; locale: Locale }) {
  const texts = saleTexts[locale]
  const name = product.name
  const href = product.href
  return (
    <article className="border-gold-300/50 flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm">
      <div className="relative">
        <Link href={href} tabIndex={-1} aria-hidden="true" className="bg-brand-50 block aspect-[4/5]">
          <Picture
            name={product.imageSrc}
            alt=""
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, (min-width: 360px) calc(50vw - 22px), calc(100vw - 32px)"
            className="size-full object-cover"
          />
        </Link>
        <p className="bg-brand-700 absolute start-3 top-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white shadow">
          {texts.off(entry.discountPercentage)}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-3 sm:p-5">
        <StarRating rating={entry.rating} reviews={entry.reviews} locale={locale} />
        <h2 className="font-display text-brand-900 text-sm leading-snug sm:text-xl">
          <Link href={href} className="hover:text-brand-700 hover:underline hover:underline-offset-4">
            {name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-brand-800 text-base font-semibold sm:text-2xl">
            <span className="sr-only">{texts.salePrice}</span>
            {formatCents(entry.discountedPrice)}
          </span>
          <del className="text-ink-muted text-sm sm:text-base">
            <span className="sr-only">{texts.originalPrice}</span>
            {formatCents(entry.originalPrice)}
          </del>
        </p>
        <div className="bg-brand-50 rounded-xl p-2 sm:p-3">
          <p className="text-brand-700 mb-0.5 text-xs font-semibold tracking-wider uppercase sm:mb-2">
            {texts.endsIn}
          </p>
          <Countdown endsAt={entry.saleEnd} showSecondsBar size="sm" />
        </div>
        <Link href={href} className={`${primaryButton} mt-auto w-full`}>
          {texts.shopNow}
          <span className="sr-only">: {name}</span>
        </Link>
      </div>
    </article>
  )
}
