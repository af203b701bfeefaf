import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { GROUP_NAMES } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { listingTexts } from './listing-texts'
import type { Category } from '@/data/schemas'
import { categoryHref } from '@/lib/catalogue'

/**
 * Under 480 px the banner's box is a short band that leaves room for the products below it (412 × 145 on a
 * 412 px phone, at most about 10.6rem tall, in Urdu), and it shows the picture's middle, enlarged: the narrow
 * crop, the middle half of the 8:3 picture each way (data/picture-kinds.ts), drawn the screen's width. A band
 * taller than 3/8 of its width draws the crop wider than the screen to cover it, hence the max(), which
 * allows for a band up to 11rem tall.
 */
const HERO_NARROW = { media: '(max-width: 479px)', sizes: 'max(100vw, calc(11rem * 8 / 3))' }

/** The listing's banner: the category picture behind its title, and a jump down to the products. */
export async function CategoryHero({ category }: { category: Category }) {
  const locale = await currentLocale()
  const texts = listingTexts[locale]
  const groupLabel = GROUP_NAMES[locale][category.group]
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: texts.home, href: '/' },
            { label: groupLabel, href: `/category/${category.group}` },
            { label: category.name, href: categoryHref(category) },
          ]}
        />
      </div>
      <section
        aria-labelledby="category-title"
        className="bg-brand-950 relative isolate overflow-hidden text-white"
      >
        <Picture
          name={category.heroImage}
          placeholder={placeholderFor(category.heroImage)}
          alt=""
          sizes="100vw"
          narrow={HERO_NARROW}
          priority
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="from-brand-950/85 via-brand-950/55 to-brand-950/10 absolute inset-0 -z-10 bg-gradient-to-r rtl:bg-gradient-to-l"
        />
        {/* On phones a short band in smaller type, so the products start on the first screen: the line above
            the title, the category's name, is left to the breadcrumb right above it there, and an Urdu title
            (Nastaliq's lines are twice a Latin line's height) is a size smaller. The full banner from sm on. */}
        <div className="mx-auto flex max-w-7xl flex-col justify-center px-4 py-2.5 sm:min-h-[26rem] sm:px-6 sm:py-16 lg:min-h-[30rem] lg:px-8">
          <p className="text-gold-300 hidden text-xs font-semibold tracking-[0.25em] uppercase sm:block">
            {category.name}
          </p>
          <h1
            id="category-title"
            className="font-display max-w-2xl text-2xl leading-tight text-balance sm:mt-3 sm:text-5xl lg:text-6xl max-sm:rtl:text-xl"
          >
            {category.heroTitle}
          </h1>
          <p className="mt-1 max-w-xl text-sm leading-snug text-white/85 sm:mt-4 sm:text-lg sm:leading-relaxed">
            {category.heroSubtitle}
          </p>
          <div className="mt-2 sm:mt-8">
            <a
              href="#products"
              className="bg-gold-300 text-brand-950 hover:bg-gold-100 focus-visible:outline-gold-300 inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold tracking-wide shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 sm:px-7 sm:py-2.5"
            >
              {texts.explore(category.name)}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
