import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { GROUP_NAMES } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { listingTexts } from './listing-texts'
import type { Category } from '@/data/schemas'
import { categoryHref } from '@/lib/catalogue'

/**
 * On a phone the banner's box is at most about 4:3 (at least 22rem tall, under 480 px wide), so its picture's
 * narrow crop (the middle 4:3, data/picture-kinds.ts) covers it with the same pixels as the whole 8:3 picture,
 * drawn at least 22rem × 4/3 wide.
 */
const HERO_NARROW = { media: '(max-width: 479px)', sizes: 'max(100vw, calc(22rem * 4 / 3))' }

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
        <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-center px-4 py-16 sm:min-h-[26rem] sm:px-6 lg:min-h-[30rem] lg:px-8">
          <p className="text-gold-300 text-xs font-semibold tracking-[0.25em] uppercase">{category.name}</p>
          <h1
            id="category-title"
            className="font-display mt-3 max-w-2xl text-4xl leading-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {category.heroTitle}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">
            {category.heroSubtitle}
          </p>
          <div className="mt-8">
            <a
              href="#products"
              className="bg-gold-300 text-brand-950 hover:bg-gold-100 focus-visible:outline-gold-300 inline-flex min-h-11 items-center justify-center rounded-full px-7 py-2.5 text-sm font-semibold tracking-wide shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {texts.explore(category.name)}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
