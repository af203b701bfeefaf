import { ContentPage } from '@/components/content/content-page'
import { ProductTile } from '@/components/content/product-tile'
import type { Product } from '@/data/schemas'
import { findProduct } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo'
import { festiveMetadataInput } from '@/components/seo/page-metadata-inputs'
import { festiveTexts } from '@/components/page-texts/festive-texts'
import { productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'

export const generateMetadata = () => pageMetadata(festiveMetadataInput())

/** Hand-picked by the merchandising team; a missing id fails the build rather than showing a gap. */
function pick(ids: readonly number[]): Product[] {
  return ids.map((id) => {
    const product = findProduct(id)
    if (!product) throw new Error(`Festive edit lists product ${id}, which is not in the catalogue`)
    return product
  })
}

const sections: ReadonlyArray<{ id: string; words: 'outfits' | 'touches'; products: Product[] }> = [
  {
    id: 'eid-outfits',
    words: 'outfits',
    products: pick([8, 2, 4, 206, 201, 203, 105, 304]),
  },
  {
    id: 'finishing-touches',
    words: 'touches',
    products: pick([1006, 908, 1702, 1803, 2003, 1604]),
  },
]

export default async function FestiveEditPage() {
  const locale = await currentLocale()
  const texts = festiveTexts[locale]
  return (
    <ContentPage
      title={texts.heading}
      path="/category/festive"
      eyebrow={texts.eyebrow}
      intro={texts.intro}
      layout="wide"
    >
      <div className="space-y-16">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="font-display text-brand-900 text-2xl sm:text-3xl">
              {texts[section.words].heading}
            </h2>
            <p className="text-ink/75 mt-2 max-w-prose">{texts[section.words].text}</p>
            <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
              {section.products.map((product) => (
                <li key={product.id}>
                  <ProductTile product={productIn(locale, product)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  )
}
