import { ContentPage } from '@/components/content/content-page'
import { ProductTile } from '@/components/content/product-tile'
import type { Product } from '@/data/schemas'
import { findProduct } from '@/lib/catalogue'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'The Eid Edit',
    description:
      'The Fatin Eid edit: embroidered abayas, festive kaftans and occasion jilbabs, with the shawls, jewelry and shoes to finish them.',
    path: '/category/festive',
    preview: pagePreview('/category/festive'),
  })

/** Hand-picked by the merchandising team; a missing id fails the build rather than showing a gap. */
function pick(ids: readonly number[]): Product[] {
  return ids.map((id) => {
    const product = findProduct(id)
    if (!product) throw new Error(`Festive edit lists product ${id}, which is not in the catalogue`)
    return product
  })
}

const sections = [
  {
    id: 'eid-outfits',
    heading: 'Eid outfits',
    text: 'Embroidery, beading and mirror work for Chand Raat, Eid prayers and family dawats.',
    products: pick([8, 2, 4, 206, 201, 203, 105, 304]),
  },
  {
    id: 'finishing-touches',
    heading: 'Finishing touches',
    text: 'A silk shawl, a little gold and shoes you can wear through a long day of visits.',
    products: pick([1006, 908, 1702, 1803, 2003, 1604]),
  },
]

export default function FestiveEditPage() {
  return (
    <ContentPage
      title="The Eid Edit"
      path="/category/festive"
      eyebrow="Festive collection"
      intro="Our favourite pieces for Eid and every celebration in between, chosen to be worn together."
      layout="wide"
    >
      <div className="space-y-16">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="font-display text-brand-900 text-2xl sm:text-3xl">
              {section.heading}
            </h2>
            <p className="text-ink/75 mt-2 max-w-prose">{section.text}</p>
            <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
              {section.products.map((product) => (
                <li key={product.id}>
                  <ProductTile product={product} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  )
}
