import Link from '@/components/i18n/locale-link'
import { primaryButton } from '@/components/content/button-styles'
import { ContentPage } from '@/components/content/content-page'
import { JsonLd } from '@/components/content/json-ld'
import { ProductTile } from '@/components/content/product-tile'
import { Prose } from '@/components/content/prose'
import { categoryHref, getCategoryBySlug, productsInCategory } from '@/lib/catalogue'
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'
import { absoluteUrl } from '@/lib/site-url'

const title = 'The Kaftan: From Heritage to Modern Day'
const description =
  'The story of the kaftan, from the robes of Persian and Ottoman courts to the embroidered kaftans worn for Eid across Pakistan today.'

export const generateMetadata = () =>
  pageMetadata({
    title,
    description,
    path: '/guide/kaftans',
    type: 'article',
    preview: pagePreview('/guide/kaftans'),
  })

export default function KaftanGuidePage() {
  const kaftans = getCategoryBySlug('kaftans')
  const picks = productsInCategory('kaftans').slice(0, 4)
  return (
    <ContentPage
      title={title}
      path="/guide/kaftans"
      eyebrow="Style guide"
      intro="Few garments have travelled as far, or lasted as long, as the kaftan. Here is its story, and how to wear it now."
      breadcrumb={[
        { label: kaftans.name, href: categoryHref(kaftans) },
        { label: 'Our Story', href: '/guide/kaftans' },
      ]}
      layout="wide"
    >
      <article>
        <Prose>
          <h2>Robes of honour</h2>
          <p>
            The kaftan&apos;s roots reach back thousands of years to ancient Mesopotamia and Persia, where a
            long, loose robe with wide sleeves suited both the climate and modest dress. By the time of the
            Ottoman Empire it had become a garment of honour: sultans presented richly woven silk kaftans to
            guests and officials, and the finest were embroidered with gold thread.
          </p>

          <h2>Along the trade routes</h2>
          <p>
            Merchants and travellers carried the kaftan along the Silk Road and across North Africa. Each
            region made it its own: Moroccan kaftans with their intricate sfifa braiding, flowing robes in the
            Gulf, and in South Asia a love of mirror work, zari and thread embroidery that still shapes the
            festive kaftans worn across Pakistan today.
          </p>

          <h2>The modern kaftan</h2>
          <p>
            Today&apos;s kaftan keeps what made it last: an easy, generous shape that flatters every figure
            and covers with grace. Light cotton and chiffon versions are made for warm days at home and family
            visits; beaded and embroidered pieces for Eid, mehndi and evening dawats.
          </p>

          <h2>How to wear yours</h2>
          <p>
            Let a printed kaftan fall loose with flat sandals for daytime, or add a slim belt to define the
            waist. For celebrations, pair an embroidered kaftan with a chiffon hijab in a matching tone and
            one piece of gold jewellery. Choose your usual size: the cut is meant to flow.
          </p>
        </Prose>

        {picks.length > 0 && (
          <section aria-labelledby="kaftan-picks" className="mt-14">
            <h2 id="kaftan-picks" className="font-display text-brand-900 text-2xl sm:text-3xl">
              Kaftans to love now
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
              {picks.map((product) => (
                <li key={product.id}>
                  <ProductTile product={product} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className="mt-12">
          <Link href={categoryHref(kaftans)} className={primaryButton}>
            Shop all kaftans
          </Link>
        </p>
      </article>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description,
          mainEntityOfPage: absoluteUrl('/guide/kaftans'),
          publisher: { '@type': 'Organization', name: 'Fatin' },
        }}
      />
    </ContentPage>
  )
}
