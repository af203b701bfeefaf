import { categoryCardNamesUr } from '@/data/ur/home'
import { currentLocale } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import { Picture } from '@/components/ui/picture'
import { HOME_CARD_SIZES } from './home-card-sizes'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/server-locale-link'
import { categoryCards } from '@/data/home'
import { SectionHeading } from './section-heading'

export async function CategoryShowcase() {
  const locale = await currentLocale()
  const texts = homeTexts[locale].discover
  return (
    <section aria-labelledby="discover-heading" className="render-when-near bg-brand-50/70">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="discover-heading" title={texts.title} eyebrow={texts.eyebrow}>
          {texts.intro}
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {categoryCards.map((card) => (
            <li key={card.href}>
              <Link
                href={card.href}
                className="group bg-brand-900 relative block aspect-[4/5] overflow-hidden rounded-2xl shadow-sm"
              >
                <Picture
                  name={card.image}
                  placeholder={placeholderFor(card.image)}
                  alt=""
                  sizes={HOME_CARD_SIZES}
                  className="tile-image"
                />
                <span
                  aria-hidden="true"
                  className="from-brand-950/80 absolute inset-0 bg-gradient-to-t via-transparent to-transparent"
                />
                <span className="absolute inset-x-0 bottom-0 flex flex-col p-4 text-white sm:p-6">
                  <span className="font-display text-xl font-semibold sm:text-2xl">
                    {locale === 'ur'
                      ? (categoryCardNamesUr[card.href as keyof typeof categoryCardNamesUr] ?? card.name)
                      : card.name}
                  </span>
                  <span className="text-gold-300 mt-1 text-xs font-semibold tracking-[0.2em] uppercase">
                    {texts.explore}{' '}
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      &rarr;
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
