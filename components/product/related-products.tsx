import type { Product } from '@/data/schemas'
import { productsInCategory } from '@/lib/catalogue'
import { productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { ProductCard } from './product-card'
import { productTexts } from './product-texts'

const RELATED_COUNT = 4

/** Other pieces from the same category, in catalogue order, as the listing's own cards. */
export async function RelatedProducts({ product }: { product: Product }) {
  const locale = await currentLocale()
  const related = productsInCategory(product.category)
    .filter((candidate) => candidate.id !== product.id)
    .slice(0, RELATED_COUNT)
    .map((candidate) => productIn(locale, candidate))
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-heading" className="border-gold-300/50 mt-16 border-t pt-12">
      <h2 id="related-heading" className="font-display text-brand-900 text-2xl sm:text-3xl">
        {productTexts[locale].alsoLike}
      </h2>
      {/* Drawn only as it nears the screen; the 0.5 rem of padding each side keeps a card's focus ring inside
          the box that content-visibility clips its drawing to. */}
      <div className="render-when-near -mx-2 mt-4 px-2 pt-2 pb-2">
        <div className="grid grid-cols-1 gap-x-3 gap-y-6 min-[360px]:grid-cols-2 sm:gap-x-5 sm:gap-y-10 lg:grid-cols-4">
          {related.map((item) => (
            <ProductCard key={item.id} product={item} />
          ))}
        </div>
      </div>
    </section>
  )
}
