import { productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import { newArrivals } from '@/data/home'
import { findProduct } from '@/lib/catalogue'
import { ArrivalCard } from './arrival-card'
import { SectionHeading } from './section-heading'

export async function NewArrivals() {
  const locale = await currentLocale()
  const texts = homeTexts[locale]
  const cards = newArrivals.flatMap((arrival) => {
    const product = findProduct(arrival.productId)
    // The data test guarantees every arrival points at a product; skip rather than crash if one slips.
    return product ? [{ product: productIn(locale, product), badge: texts.badges[arrival.badge] }] : []
  })

  return (
    <section
      id="new-arrivals"
      aria-labelledby="new-arrivals-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading id="new-arrivals-heading" title={texts.arrivals.title} eyebrow={texts.arrivals.eyebrow}>
        {texts.arrivals.intro}
      </SectionHeading>
      <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
        {cards.map(({ product, badge }) => (
          <li key={product.id}>
            <ArrivalCard product={product} badge={badge} />
          </li>
        ))}
      </ul>
    </section>
  )
}
